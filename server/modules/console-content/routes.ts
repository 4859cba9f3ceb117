import { consoleContentEndpoints as e } from '@contract/endpoints/console-content';
import type { QuestionReviewRequest } from '@contract/console-reports';
import type { AppContext, StaffUser } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { recordAudit } from '../console';
import { listQuestionReports, reviewReportedQuestion } from '../topics';

const AUDIT_ACTION = {
  fix: 'question.fix',
  retire: 'question.retire',
  dismiss: 'question.dismiss_reports',
} as const;

/** Reviews a question and writes its audit row in the same transaction. */
const review = (ctx: AppContext, staff: StaffUser, id: number, body: QuestionReviewRequest) =>
  reviewReportedQuestion(ctx, staff, id, body, async (tx, done) => {
    await recordAudit(tx, staff, {
      action: AUDIT_ACTION[body.action],
      target: `question:${id}`,
      before: done.before,
      after: done.after,
      reason: body.reason,
    });
  }).then(({ before: _before, after: _after, ...reply }) => reply);

/** The content side of the console: question reports and their review. */
export const consoleContentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.listQuestionReports, async ({ query }) =>
      ok(await listQuestionReports(ctx.db, query, ctx.config.rules.reportsHoldQuestion)),
    );
    register(app, ctx, e.retireQuestion, async ({ staff, params, body }) =>
      ok(await review(ctx, staff, params.id, { action: 'retire', ...body }), 'Question retired'),
    );
    register(app, ctx, e.fixQuestion, async ({ staff, params, body }) =>
      ok(await review(ctx, staff, params.id, { action: 'fix', ...body }), 'Question fixed'),
    );
    register(app, ctx, e.dismissQuestionReports, async ({ staff, params, body }) =>
      ok(await review(ctx, staff, params.id, { action: 'dismiss', ...body }), 'Reports dismissed'),
    );
  };
