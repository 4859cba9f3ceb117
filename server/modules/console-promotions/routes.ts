import { consolePromotionsEndpoints as e } from '@contract/endpoints/console-promotions';
import type { AppContext, StaffUser } from '../../context';
import type { Tx } from '../../db/client';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { recordAudit } from '../console';
import {
  createPromotion,
  endPromotion,
  listConsolePromotions,
  type PromotionChange,
  updatePromotion,
} from '../notifications';

/** Runs a promotion change and writes its audit row in the same transaction. */
const audited = (
  ctx: AppContext,
  staff: StaffUser,
  action: 'promotion.create' | 'promotion.update' | 'promotion.end',
  reason: string,
  change: (tx: Tx) => Promise<PromotionChange<unknown>>,
) =>
  ctx.db.transaction(async (tx) => {
    const { before, after } = await change(tx);
    await recordAudit(tx, staff, {
      action,
      target: `promotion:${after.id}`,
      before,
      after,
      reason,
    });
    return { promotion: after };
  });

/** Promotions in the console: the notifications module owns them and their delivery hours. */
export const consolePromotionsRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const tz = ctx.config.timezone;
    register(app, ctx, e.listPromotions, async () =>
      ok({ ...(await listConsolePromotions(ctx.db)), time_zone: tz }),
    );
    register(app, ctx, e.createPromotion, async ({ staff, body }) =>
      ok(
        await audited(ctx, staff, 'promotion.create', body.reason, (tx) =>
          createPromotion(tx, body, tz),
        ),
        'Promotion created',
      ),
    );
    register(app, ctx, e.updatePromotion, async ({ staff, params, body }) =>
      ok(
        await audited(ctx, staff, 'promotion.update', body.reason, (tx) =>
          updatePromotion(tx, params.id, body, tz),
        ),
        'Promotion updated',
      ),
    );
    register(app, ctx, e.endPromotion, async ({ staff, params, body }) =>
      ok(
        await audited(ctx, staff, 'promotion.end', body.reason, (tx) =>
          endPromotion(tx, params.id),
        ),
        'Promotion ended',
      ),
    );
  };
