import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CareActionReply,
  WalletAdjustmentReply,
  ZWalletAdjustmentRequest,
} from '@contract/console-care';
import type { AppContext, StaffUser } from '../../context';
import { type Tx, queryRows } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { calendarStarts } from '../../lib/time';
import { toUnicode } from '../../lib/zawgyi';
import { endSessionsOf, forgetEndedSessions } from '../auth';
import { recordAudit } from '../console';
import { auditLog } from '../console/tables';
import { stopRenewalForPlayer, stopRenewalsOfBlocked, tellProviderStopped } from '../packs';
import { forgetRankings, withdrawFromRunning } from '../tournaments';
import { resetAvatar, resetName, setBlocked } from '../users';
import { adjustByStaff, getBalance } from '../wallet';
import { needsSecondAdmin, requestCredit } from './approvals';
import { playerProfile } from './player-page';

const ADJUST_ACTION = 'player.wallet_adjust';
// One support member's adjustments queue on it, so two at once cannot both pass the daily cap.
// Distinct from the other single-key advisory locks (727_001, 727_101, 727_201).
const SUPPORT_CAP_LOCK = 727_300_000_000;

const target = (playerId: number) => `player:${playerId}`;
/** A reason typed in Zawgyi is kept as Unicode, as every Myanmar text is. */
const unicode = (reason: string) => toUnicode(reason).text;

const unit = (currency: 'coin' | 'gem') => (currency === 'coin' ? 'coins' : 'gems');

/** What this support member moved today (operator day) in one currency, counted from the audit log. */
async function movedToday(ctx: AppContext, tx: Tx, staff: StaffUser, currency: 'coin' | 'gem') {
  const since = calendarStarts(new Date(), ctx.config.timezone).day;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(sum(abs((${auditLog.after} ->> 'delta')::int)), 0)::int as n
      from ${auditLog}
      where ${and(
        eq(auditLog.staffId, staff.id),
        eq(auditLog.action, ADJUST_ACTION),
        gte(auditLog.at, since),
        sql`${auditLog.after} ->> 'currency' = ${currency}`,
      )}`,
  );
  return row?.n ?? 0;
}

/**
 * Support's caps (an admin's credit above the per-action one waits for a second admin instead,
 * approvals.ts): the per-action cap refuses the amount itself (422 on
 * `delta`); the per-day cap is counted under this staff member's lock, in the adjustment's
 * transaction, so two adjustments at once are counted one after the other.
 */
async function checkCaps(
  ctx: AppContext,
  tx: Tx,
  staff: StaffUser,
  currency: 'coin' | 'gem',
  delta: number,
) {
  if (staff.role === 'admin') return;
  const caps = ctx.config.supportCaps[currency];
  const amount = Math.abs(delta);
  if (amount > caps.perAction) {
    throw fieldError(
      'delta',
      `is above the ${caps.perAction} ${unit(currency)} support may move at once`,
    );
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPPORT_CAP_LOCK + staff.id})`);
  const moved = await movedToday(ctx, tx, staff, currency);
  if (moved + amount > caps.perDay) {
    throw new AppError(
      'adjustment_cap',
      `Today's cap is ${caps.perDay} ${unit(currency)} per support member: ${moved} moved already, ${caps.perDay - moved} left`,
    );
  }
}

export async function adjustWallet(
  ctx: AppContext,
  staff: StaffUser,
  playerId: number,
  body: z.output<typeof ZWalletAdjustmentRequest>,
): Promise<WalletAdjustmentReply> {
  const currency = body.currency === 'coins' ? 'coin' : 'gem';
  return ctx.db.transaction(async (tx) => {
    await playerProfile(tx, playerId);
    if (needsSecondAdmin(ctx, staff, currency, body.delta)) {
      const { approval, auditId } = await requestCredit(tx, staff, {
        playerId,
        currency,
        delta: body.delta,
        reason: unicode(body.reason),
      });
      return { wallet: await getBalance(tx, playerId), audit_id: auditId, approval };
    }
    await checkCaps(ctx, tx, staff, currency, body.delta);
    // The audit row first: the ledger movement names it as its reference.
    const auditId = await recordAudit(tx, staff, {
      action: ADJUST_ACTION,
      target: target(playerId),
      before: null,
      after: { currency, delta: body.delta },
      reason: unicode(body.reason),
    });
    const wallet = await adjustByStaff(tx, {
      userId: playerId,
      currency,
      delta: body.delta,
      auditId,
    });
    return { wallet, audit_id: auditId, approval: null };
  });
}

/** Runs a player action and its audit row in one transaction; `after` runs once it commits. */
async function act<T>(
  ctx: AppContext,
  staff: StaffUser,
  playerId: number,
  action: string,
  reason: string,
  change: (tx: Tx) => Promise<{ before: unknown; after: unknown; done: T }>,
  after?: (done: T) => Promise<void>,
): Promise<CareActionReply> {
  const { auditId, done } = await ctx.db.transaction(async (tx) => {
    const result = await change(tx);
    const auditId = await recordAudit(tx, staff, {
      action,
      target: target(playerId),
      before: result.before,
      after: result.after,
      reason: unicode(reason),
    });
    return { auditId, done: result.done };
  });
  await after?.(done);
  return { profile: await playerProfile(ctx.db, playerId), audit_id: auditId };
}

/**
 * Blocks a player: the flag, their sessions, their running tournament entries and their packs'
 * renewals change in one transaction; once it commits every process drops the sessions, Redis
 * the rankings, and each provider stops charging for the packs.
 */
export const blockPlayer = (ctx: AppContext, staff: StaffUser, id: number, reason: string) =>
  act(
    ctx,
    staff,
    id,
    'player.block',
    reason,
    async (tx) => {
      await setBlocked(tx, id, true);
      const sessions = await endSessionsOf(tx, id);
      const left = await withdrawFromRunning(tx, id);
      const renewals = await stopRenewalsOfBlocked(tx, id);
      return {
        before: { blocked: false },
        after: {
          blocked: true,
          sessions_ended: sessions.length,
          tournaments_left: left,
          renewals_stopped: renewals.map((r) => ({
            subscription_id: r.subscriptionId,
            pack: r.pack.slug,
            active_until: r.expiresAt.toISOString(),
          })),
        },
        done: { sessions, left, renewals },
      };
    },
    async ({ sessions, left, renewals }) => {
      await forgetEndedSessions(ctx, sessions);
      await forgetRankings(ctx, id, left);
      for (const stopped of renewals) await tellProviderStopped(ctx, stopped);
    },
  );

/** Restores sign-in only: the rankings left and the renewals stopped stay as they are. */
export const unblockPlayer = (ctx: AppContext, staff: StaffUser, id: number, reason: string) =>
  act(ctx, staff, id, 'player.unblock', reason, async (tx) => {
    await setBlocked(tx, id, false);
    return { before: { blocked: true }, after: { blocked: false }, done: null };
  });

export const unsubscribePlayer = (
  ctx: AppContext,
  staff: StaffUser,
  id: number,
  subscriptionId: number,
  reason: string,
) =>
  act(
    ctx,
    staff,
    id,
    'player.unsubscribe',
    reason,
    async (tx) => {
      const stopped = await stopRenewalForPlayer(tx, id, subscriptionId);
      return {
        before: { subscription_id: subscriptionId, pack: stopped.pack.slug, auto_renew: true },
        after: {
          subscription_id: subscriptionId,
          pack: stopped.pack.slug,
          auto_renew: false,
          active_until: stopped.expiresAt.toISOString(),
        },
        done: stopped,
      };
    },
    (stopped) => tellProviderStopped(ctx, stopped),
  );

export const resetPlayerName = (ctx: AppContext, staff: StaffUser, id: number, reason: string) =>
  act(ctx, staff, id, 'player.reset_name', reason, async (tx) => {
    const { before, after } = await resetName(tx, id);
    return { before: { name: before }, after: { name: after }, done: null };
  });

export const resetPlayerAvatar = (ctx: AppContext, staff: StaffUser, id: number, reason: string) =>
  act(ctx, staff, id, 'player.reset_avatar', reason, async (tx) => {
    const { before } = await resetAvatar(tx, id);
    return { before: { image_url: before }, after: { image_url: null }, done: null };
  });
