import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApprovalDecisionReply,
  WalletApproval,
  WalletApprovalsReply,
} from '@contract/console-care';
import type { AppContext, StaffUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { toUnicode } from '../../lib/zawgyi';
import { recordAudit } from '../console';
import { staff as staffTable } from '../console/tables';
import { users } from '../users/tables';
import { adjustByStaff } from '../wallet';
import { walletApprovals } from './tables';

const REQUEST_ACTION = 'player.wallet_credit_request';
const APPROVE_ACTION = 'player.wallet_credit_approve';
const DECLINE_ACTION = 'player.wallet_credit_decline';
// Past what the console shows at once; a queue this long is a matter for the admins, not a page.
const LISTED = 100;

/**
 * An admin's credit above support's per-action cap waits for a second admin (game-rules
 * "Operator console": money through the console). Debits apply at once: they cannot be used to
 * hand out coins, and the balance check already guards the player.
 */
export const needsSecondAdmin = (
  ctx: AppContext,
  staff: StaffUser,
  currency: 'coin' | 'gem',
  delta: number,
) => staff.role === 'admin' && delta > ctx.config.supportCaps[currency].perAction;

const requester = alias(staffTable, 'requester');
const decider = alias(staffTable, 'decider');

async function readApprovals(db: DbOrTx, where: SQL): Promise<WalletApproval[]> {
  const rows = await db
    .select({
      a: walletApprovals,
      playerName: users.name,
      playerMsisdn: users.msisdn,
      requestedBy: requester.email,
      decidedBy: decider.email,
    })
    .from(walletApprovals)
    .innerJoin(users, eq(users.id, walletApprovals.userId))
    .innerJoin(requester, eq(requester.id, walletApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, walletApprovals.decidedBy))
    .where(where)
    .orderBy(asc(walletApprovals.createdAt), asc(walletApprovals.id))
    .limit(LISTED);
  return rows.map(({ a, ...r }) => ({
    id: a.id,
    player_id: a.userId,
    player_name: r.playerName,
    player_msisdn: r.playerMsisdn,
    currency: a.currency,
    delta: a.delta,
    reason: a.reason,
    requested_by: r.requestedBy,
    requested_at: a.createdAt.toISOString(),
    status: a.status,
    decided_by: r.decidedBy,
    decided_at: a.decidedAt ? a.decidedAt.toISOString() : null,
  }));
}

export const pendingApprovals = async (db: DbOrTx): Promise<WalletApprovalsReply> => ({
  approvals: await readApprovals(db, eq(walletApprovals.status, 'pending')),
});

/** Files the request with its audit row, in the caller's transaction; nothing moves yet. */
export async function requestCredit(
  tx: Tx,
  staff: StaffUser,
  a: { playerId: number; currency: 'coin' | 'gem'; delta: number; reason: string },
): Promise<{ approval: WalletApproval; auditId: number }> {
  const auditId = await recordAudit(tx, staff, {
    action: REQUEST_ACTION,
    target: `player:${a.playerId}`,
    before: null,
    after: { currency: a.currency, delta: a.delta, status: 'pending' },
    reason: a.reason,
  });
  const [row] = await tx
    .insert(walletApprovals)
    .values({
      userId: a.playerId,
      currency: a.currency,
      delta: a.delta,
      reason: a.reason,
      requestedBy: staff.id,
      requestAuditId: auditId,
    })
    .returning({ id: walletApprovals.id });
  const [approval] = await readApprovals(tx, eq(walletApprovals.id, row!.id));
  return { approval: approval!, auditId };
}

/**
 * A second admin's decision. The request's row is locked first: of decisions sent at once, the
 * first decides and the others, waiting on the lock, read it decided (409), so an approval pays
 * exactly once. Approving pays through the ledger with the decision's audit row as reference.
 */
export async function decideCredit(
  ctx: AppContext,
  staff: StaffUser,
  id: number,
  decision: 'approved' | 'declined',
  reason: string,
): Promise<ApprovalDecisionReply> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(walletApprovals)
      .where(eq(walletApprovals.id, id))
      .for('update');
    if (!row) throw notFound('Approval');
    if (row.requestedBy === staff.id) {
      throw new AppError(
        'own_approval',
        'You asked for this credit: another admin must approve or decline it',
      );
    }
    if (row.status !== 'pending') {
      throw new AppError('approval_decided', `This credit was ${row.status} already`);
    }
    const auditId = await recordAudit(tx, staff, {
      action: decision === 'approved' ? APPROVE_ACTION : DECLINE_ACTION,
      target: `player:${row.userId}`,
      before: { approval_id: row.id, status: 'pending' },
      after: { approval_id: row.id, status: decision, currency: row.currency, delta: row.delta },
      reason: toUnicode(reason).text,
    });
    if (decision === 'approved') {
      await adjustByStaff(tx, {
        userId: row.userId,
        currency: row.currency,
        delta: row.delta,
        auditId,
      });
    }
    await tx
      .update(walletApprovals)
      .set({
        status: decision,
        decidedBy: staff.id,
        decidedAt: new Date(),
        decisionAuditId: auditId,
      })
      .where(eq(walletApprovals.id, id));
    const [approval] = await readApprovals(tx, eq(walletApprovals.id, id));
    return { approval: approval!, audit_id: auditId };
  });
}
