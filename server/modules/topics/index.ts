// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export {
  type ContentCategory,
  ContentFileError,
  type ContentIssue,
  parseContentFile,
  questionKeys,
} from './content-file';
export { lockContent, type PublishSummary, publishContent } from './publish';
export { listTopTopics } from './service';
export {
  editQuestion,
  listQuestionReports,
  type QuestionSnapshot,
  recordReport,
  retireQuestion,
  type ReviewedQuestion,
  reviewQuestion,
  reviewReportedQuestion,
  servableQuestion,
} from './reports';
export {
  createCategory,
  createTopic,
  listStudioCategories,
  listStudioTopics,
  setTopicCover,
  setTopicPublished,
  studioTopic,
  updateCategory,
  updateTopic,
  type Change,
} from './studio-topics';
export {
  createQuestion,
  listTopicQuestions,
  setQuestionImage,
  studioQuestion,
  updateQuestion,
} from './studio-questions';
export { prepareContentImage, readContentImage } from './studio-images';
