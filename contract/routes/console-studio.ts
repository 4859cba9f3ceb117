import type { ConsoleRoute } from '../endpoint';
import type {
  ZCategoryWrite,
  ZQuestionBankQuery,
  ZQuestionBankReply,
  ZIdParams,
  ZPublishRequest,
  ZQuestionWrite,
  ZStudioCategoriesReply,
  ZStudioCategory,
  ZStudioImageReply,
  ZStudioImageUpload,
  ZStudioQuestion,
  ZStudioQuestionsQuery,
  ZStudioQuestionsReply,
  ZStudioTopic,
  ZStudioTopicsQuery,
  ZStudioTopicsReply,
  ZTopicWrite,
  ZZawgyiCheckReply,
  ZZawgyiCheckRequest,
} from '../console-studio';

export const studioCategories = 'GET /api/console/content/categories' as ConsoleRoute<{
  reply: typeof ZStudioCategoriesReply;
}>;
export const createCategory = 'POST /api/console/content/categories' as ConsoleRoute<{
  body: typeof ZCategoryWrite;
  reply: typeof ZStudioCategory;
}>;
export const updateCategory = 'PUT /api/console/content/categories/:id' as ConsoleRoute<{
  params: typeof ZIdParams;
  body: typeof ZCategoryWrite;
  reply: typeof ZStudioCategory;
}>;
export const studioTopics = 'GET /api/console/content/topics' as ConsoleRoute<{
  query: typeof ZStudioTopicsQuery;
  reply: typeof ZStudioTopicsReply;
}>;
export const createTopic = 'POST /api/console/content/topics' as ConsoleRoute<{
  body: typeof ZTopicWrite;
  reply: typeof ZStudioTopic;
}>;
export const studioTopic = 'GET /api/console/content/topics/:id' as ConsoleRoute<{
  params: typeof ZIdParams;
  reply: typeof ZStudioTopic;
}>;
export const updateTopic = 'PUT /api/console/content/topics/:id' as ConsoleRoute<{
  params: typeof ZIdParams;
  body: typeof ZTopicWrite;
  reply: typeof ZStudioTopic;
}>;
export const publishTopic = 'POST /api/console/content/topics/:id/publish' as ConsoleRoute<{
  params: typeof ZIdParams;
  body: typeof ZPublishRequest;
  reply: typeof ZStudioTopic;
}>;
export const unpublishTopic = 'POST /api/console/content/topics/:id/unpublish' as ConsoleRoute<{
  params: typeof ZIdParams;
  body: typeof ZPublishRequest;
  reply: typeof ZStudioTopic;
}>;
export const uploadTopicCover = 'POST /api/console/content/topics/:id/cover' as ConsoleRoute<{
  params: typeof ZIdParams;
  form: typeof ZStudioImageUpload;
  reply: typeof ZStudioImageReply;
}>;
export const topicQuestions = 'GET /api/console/content/topics/:id/questions' as ConsoleRoute<{
  params: typeof ZIdParams;
  query: typeof ZStudioQuestionsQuery;
  reply: typeof ZStudioQuestionsReply;
}>;
export const createQuestion = 'POST /api/console/content/topics/:id/questions' as ConsoleRoute<{
  params: typeof ZIdParams;
  body: typeof ZQuestionWrite;
  reply: typeof ZStudioQuestion;
}>;
export const questionBank = 'GET /api/console/content/questions' as ConsoleRoute<{
  query: typeof ZQuestionBankQuery;
  reply: typeof ZQuestionBankReply;
}>;
export const studioQuestion = 'GET /api/console/content/questions/:id' as ConsoleRoute<{
  params: typeof ZIdParams;
  reply: typeof ZStudioQuestion;
}>;
export const updateQuestion = 'PUT /api/console/content/questions/:id' as ConsoleRoute<{
  params: typeof ZIdParams;
  body: typeof ZQuestionWrite;
  reply: typeof ZStudioQuestion;
}>;
export const uploadQuestionImage = 'POST /api/console/content/questions/:id/image' as ConsoleRoute<{
  params: typeof ZIdParams;
  form: typeof ZStudioImageUpload;
  reply: typeof ZStudioImageReply;
}>;
export const zawgyiCheck = 'POST /api/console/content/zawgyi-check' as ConsoleRoute<{
  body: typeof ZZawgyiCheckRequest;
  reply: typeof ZZawgyiCheckReply;
}>;
