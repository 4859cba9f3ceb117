import { consoleFairPlayEndpoints as e } from '@contract/endpoints/console-fairplay';
import type { AppContext, StaffUser } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { recordAudit } from '../console';
import {
  type ReviewAction,
  attemptDetail,
  listFlags,
  playerAttempts,
  reviewAttempt,
} from '../tournaments';

/** Reviews an attempt and writes its audit row, naming why, in the same transaction. */
const review = (
  ctx: AppContext,
  staff: StaffUser,
  gameId: number,
  action: ReviewAction,
  reason: string,
) =>
  reviewAttempt(ctx, staff, gameId, { action, reason }, async (tx, done) => {
    await recordAudit(tx, staff, {
      action: `fairplay.${action}`,
      target: `attempt:${gameId}`,
      before: done.before,
      after: done.after,
      reason,
    });
  }).then(({ before: _before, after: _after, ...reply }) => reply);

/** Fair play in the console: the queue of flagged tournament attempts and their review. */
export const consoleFairPlayRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.listFairPlayFlags, async ({ query }) =>
      ok(await listFlags(ctx.db, query)),
    );
    register(app, ctx, e.getFairPlayAttempt, async ({ params }) =>
      ok(await attemptDetail(ctx.db, params.id, ctx.config.rules)),
    );
    register(app, ctx, e.listPlayerAttempts, async ({ params }) =>
      ok(await playerAttempts(ctx.db, params.id)),
    );
    register(app, ctx, e.disqualifyAttempt, async ({ staff, params, body }) =>
      ok(await review(ctx, staff, params.id, 'disqualify', body.reason), 'Attempt disqualified'),
    );
    register(app, ctx, e.dismissFlag, async ({ staff, params, body }) =>
      ok(await review(ctx, staff, params.id, 'dismiss', body.reason), 'Flag dismissed'),
    );
  };
