import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AuditReply } from '@contract/console';
import type { ErrorData } from '@contract/errors';
import type {
  ApprovalDecisionReply,
  WalletAdjustmentReply,
  WalletApprovalsReply,
} from '@contract/console-care';
import { walletLedger, wallets } from '../../tables';
import { ensureDevAdmin } from '../console';
import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { ledgerTotals } from '../../../tests/helpers/ledger';

// Staff sign-ins (a slow password hash each): a busy machine needs longer.
vi.setConfig({ testTimeout: 120_000 });

const { app, ctx, config } = await useTestApp({
  CONSOLE_SUPPORT_MAX_COINS_PER_ACTION: '300',
  CONSOLE_SUPPORT_MAX_GEMS_PER_ACTION: '20',
});
await ensureDevAdmin(ctx);
const admin = await signInDevAdmin(app);
const staffOf = async (role: 'admin' | 'support'): Promise<Staff> => {
  const invited = await inviteStaff(admin, role);
  return signInStaff(app, invited.email, invited.password);
};
const second = await staffOf('admin');

const balanceOf = async (userId: number) => {
  const [w] = await ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { coins: w!.coins, gems: w!.gems };
};
const adjustmentsOf = (userId: number) =>
  ctx.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'support_adjustment')));
const adjust = <T = WalletAdjustmentReply>(
  who: Staff,
  userId: number,
  delta: number,
  currency = 'coins',
) =>
  who.send<T>('POST', `/api/console/players/${userId}/wallet-adjustments`, {
    currency,
    delta,
    reason: 'Prize of the shop contest',
  });
const decide = (who: Staff, id: number, decision: 'approve' | 'decline', reason = 'Checked') =>
  who.send<ApprovalDecisionReply>('POST', `/api/console/wallet-approvals/${id}/${decision}`, {
    reason,
  });
const pending = async (who: Staff) =>
  (await who.send<WalletApprovalsReply>('GET', '/api/console/wallet-approvals')).body.data
    .approvals;

describe("an admin's credit above support's cap waits for a second admin", () => {
  it('at the cap it applies at once; above it waits, and a second admin approves it: paid once, both audited', async () => {
    const p = await signIn(app, config, { name: 'Approval Winner' });
    const atCap = await adjust(admin, p.userId, 300);
    expect(atCap.status).toBe(200);
    expect(atCap.body.data).toMatchObject({ approval: null, wallet: { coins: 800 } });
    // A debit never waits, whatever its size: it cannot hand coins out.
    expect((await adjust(admin, p.userId, -400)).body.data.approval).toBeNull();
    // Each currency has its own cap: 21 gems wait, as 301 coins do.
    expect((await adjust(admin, p.userId, 21, 'gems')).body.data.approval).toMatchObject({
      currency: 'gem',
      delta: 21,
    });

    const above = await adjust(admin, p.userId, 301);
    expect(above.status).toBe(200);
    expect(above.body.message).toBe('Credit awaits a second admin');
    const approval = above.body.data.approval!;
    expect(approval).toMatchObject({
      player_id: p.userId,
      player_name: 'Approval Winner',
      player_msisdn: p.msisdn,
      currency: 'coin',
      delta: 301,
      reason: 'Prize of the shop contest',
      requested_by: admin.email,
      status: 'pending',
      decided_by: null,
      decided_at: null,
    });
    expect(above.body.data.wallet).toEqual({ coins: 400, gems: 5 });
    expect(await balanceOf(p.userId)).toEqual({ coins: 400, gems: 5 });
    expect((await pending(second)).map((a) => a.id)).toContain(approval.id);

    const approved = await decide(second, approval.id, 'approve', 'Contest prize confirmed');
    expect(approved.status).toBe(200);
    expect(approved.body.data.approval).toMatchObject({
      id: approval.id,
      status: 'approved',
      decided_by: second.email,
    });
    expect(await balanceOf(p.userId)).toEqual({ coins: 701, gems: 5 });
    const paid = (await adjustmentsOf(p.userId)).filter((r) => r.delta === 301);
    expect(paid.map((r) => r.reference)).toEqual([`audit:${approved.body.data.audit_id}`]);
    expect(await ledgerTotals(ctx.db, p.userId)).toEqual(await balanceOf(p.userId));
    expect((await pending(second)).map((a) => a.id)).not.toContain(approval.id);

    const history = await admin.send<AuditReply>('GET', `/api/console/players/${p.userId}/audit`);
    expect(
      history.body.data.entries.slice(0, 2).map((e) => [e.action, e.staff_email, e.reason]),
    ).toEqual([
      ['player.wallet_credit_approve', second.email, 'Contest prize confirmed'],
      ['player.wallet_credit_request', admin.email, 'Prize of the shop contest'],
    ]);

    // Decided once: approving or declining again is refused and moves nothing.
    for (const decision of ['approve', 'decline'] as const) {
      const again = await decide(second, approval.id, decision);
      expect(again.status).toBe(409);
      expect(again.body.data).toEqual({ code: 'approval_decided' });
    }
    expect(await balanceOf(p.userId)).toEqual({ coins: 701, gems: 5 });
  });

  it('the admin who asked may not decide it (403, said plainly); a second admin declines: nothing moves', async () => {
    const p = await signIn(app, config);
    const { approval } = (await adjust(admin, p.userId, 5000)).body.data;
    for (const decision of ['approve', 'decline'] as const) {
      const own = await decide(admin, approval!.id, decision);
      expect(own.status).toBe(403);
      expect(own.body.data).toEqual({ code: 'own_approval' });
      expect(own.body.message).toBe(
        'You asked for this credit: another admin must approve or decline it',
      );
    }

    const declined = await decide(second, approval!.id, 'decline', 'No such contest');
    expect(declined.status).toBe(200);
    expect(declined.body.data.approval).toMatchObject({
      status: 'declined',
      decided_by: second.email,
    });
    expect(await balanceOf(p.userId)).toEqual({ coins: 500, gems: 5 });
    expect(await adjustmentsOf(p.userId)).toEqual([]);
    const history = await admin.send<AuditReply>('GET', `/api/console/players/${p.userId}/audit`);
    expect(history.body.data.entries.map((e) => e.action)).toEqual([
      'player.wallet_credit_decline',
      'player.wallet_credit_request',
    ]);
    const after = await decide(admin, approval!.id, 'approve');
    expect(after.status).toBe(403);
    expect((await decide(second, approval!.id, 'approve')).status).toBe(409);
  });

  it("support stays capped (422) and may not see or decide admins' credits (403); unknown 404; a reason is required", async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const tooMuch = await adjust<ErrorData>(support, p.userId, 301);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.data.errors?.delta?.[0]).toContain('300');

    const { approval } = (await adjust(admin, p.userId, 1000)).body.data;
    const list = await support.send('GET', '/api/console/wallet-approvals');
    expect(list.status).toBe(403);
    expect((await decide(support, approval!.id, 'approve')).status).toBe(403);
    expect((await decide(second, 999_999, 'approve')).status).toBe(404);
    const noReason = await second.send<ErrorData>(
      'POST',
      `/api/console/wallet-approvals/${approval!.id}/approve`,
      {},
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.data.errors?.reason).toBeDefined();
    expect(await balanceOf(p.userId)).toEqual({ coins: 500, gems: 5 });
    expect((await pending(second)).find((a) => a.id === approval!.id)?.status).toBe('pending');
  });
});
