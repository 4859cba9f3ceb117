// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { type ContentCategory, ContentFileError, parseContentFile } from '../../lib/content-file';
export { type DraftTopic, lockContent, type PublishSummary, publishContent } from './publish';
export { listTopTopics, topicCard } from './service';
export {
  correctOptionId,
  forgetQuestion,
  inPlayerLanguage,
  questionContent,
} from './question-content';
export {
  listQuestionReports,
  recordReport,
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
