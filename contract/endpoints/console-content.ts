import {
  ZQuestionFixRequest,
  ZQuestionParams,
  ZQuestionReasonRequest,
  ZQuestionReportsQuery,
  ZQuestionReportsReply,
  ZQuestionReviewReply,
} from '../console-reports';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-content';

const editors = ['admin', 'editor'] as const;

export const consoleContentEndpoints = declareEndpoints('console', routes, {
  listQuestionReports: {
    access: 'console',
    roles: [...editors, 'analyst'],
    summary: "Players' question reports, grouped by question, most-reported first",
    query: ZQuestionReportsQuery,
    reply: ZQuestionReportsReply,
    refusals: [403, 422],
  },
  retireQuestion: {
    access: 'console',
    roles: editors,
    summary:
      'Retire a question: never served again, old games keep their results; closes its reports and thanks the reporters',
    params: ZQuestionParams,
    body: ZQuestionReasonRequest,
    reply: ZQuestionReviewReply,
    refusals: [403, 404, 422],
  },
  fixQuestion: {
    access: 'console',
    roles: editors,
    summary:
      'Fix a question in place (same number of options); closes its reports and thanks the reporters',
    params: ZQuestionParams,
    body: ZQuestionFixRequest,
    reply: ZQuestionReviewReply,
    refusals: [403, 404, 422],
  },
  dismissQuestionReports: {
    access: 'console',
    roles: editors,
    summary: "Dismiss a question's open reports without changing it; nobody is notified",
    params: ZQuestionParams,
    body: ZQuestionReasonRequest,
    reply: ZQuestionReviewReply,
    refusals: [403, 404, 422],
  },
});
