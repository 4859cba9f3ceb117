import type { ConsoleRoute } from '../endpoint';
import type {
  ZQuestionFixRequest,
  ZQuestionParams,
  ZQuestionReasonRequest,
  ZQuestionReportsQuery,
  ZQuestionReportsReply,
  ZQuestionReviewReply,
} from '../console-reports';

export const listQuestionReports = 'GET /api/console/question-reports' as ConsoleRoute<{
  query: typeof ZQuestionReportsQuery;
  reply: typeof ZQuestionReportsReply;
}>;
export const retireQuestion = 'POST /api/console/questions/:id/retire' as ConsoleRoute<{
  params: typeof ZQuestionParams;
  body: typeof ZQuestionReasonRequest;
  reply: typeof ZQuestionReviewReply;
}>;
export const fixQuestion = 'POST /api/console/questions/:id/fix' as ConsoleRoute<{
  params: typeof ZQuestionParams;
  body: typeof ZQuestionFixRequest;
  reply: typeof ZQuestionReviewReply;
}>;
export const dismissQuestionReports =
  'POST /api/console/questions/:id/dismiss-reports' as ConsoleRoute<{
    params: typeof ZQuestionParams;
    body: typeof ZQuestionReasonRequest;
    reply: typeof ZQuestionReviewReply;
  }>;
