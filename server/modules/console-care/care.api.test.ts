import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AuditReply } from '@contract/console';
import type { ErrorData } from '@contract/errors';
import type {
  CareActionReply,
  LedgerPage,
  PlayerPage,
  PlayerSearchReply,
  WalletAdjustmentReply,
} from '@contract/console-care';
import { packs, payments, subscriptions, wallets, walletLedger } from '../../tables';
import { signCallback } from '../payments/signing';
import { ensureDevAdmin } from '../console';
import { type Reply, request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import {
  consoleRequest,
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import { mintAccessToken } from '../auth';

// Each test invites and signs in staff (a slow password hash each): a busy machine needs longer.
vi.setConfig({ testTimeout: 120_000 });

const { app, ctx, config } = await useTestApp({
  CONSOLE_SUPPORT_MAX_COINS_PER_ACTION: '300',
  CONSOLE_SUPPORT_MAX_COINS_PER_DAY: '500',
});
await ensureDevAdmin(ctx);
const admin = await signInDevAdmin(app);
const staffOf = async (role: 'support' | 'analyst' | 'editor'): Promise<Staff> => {
  const invited = await inviteStaff(admin, role);
  return signInStaff(app, invited.email, invited.password);
};

const balanceOf = async (userId: number) => {
  const [w] = await ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { coins: w!.coins, gems: w!.gems };
};
/** An auto-renewing daily pack of this test's own, sold through operator billing. */
async function dailyPack(userId: number) {
  const [pack] = await ctx.db
    .insert(packs)
    .values({
      slug: `care-daily-${userId}`,
      title: 'Daily Quiz Pack',
      priceMinor: 1000,
      currency: 'LKR',
      validityDays: 1,
      autoRenew: true,
      covers: ['DAILY'],
      provider: 'operator',
    })
    .returning();
  return pack!;
}

const auditOf = (staff: Staff, userId: number) =>
  staff.call<AuditReply>('GET', `/api/console/players/${userId}/audit`);

describe('customer care: look-up and the subscriber page', () => {
  it('finds a subscriber by the whole MSISDN or part of the name, and shows their page', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config, { name: 'Aung Kyaw Care' });

    const byNumber = await support.call<PlayerSearchReply>(
      'GET',
      `/api/console/players?q=${p.msisdn}`,
    );
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data.players).toEqual([
      { id: p.userId, msisdn: p.msisdn, name: 'Aung Kyaw Care', blocked: false },
    ]);
    const byName = await support.call<PlayerSearchReply>('GET', '/api/console/players?q=kyaw%20ca');
    expect(byName.body.data.players.map((x) => x.id)).toContain(p.userId);
    // Part of a number is not a look-up: the whole MSISDN is.
    const partNumber = await support.call<PlayerSearchReply>(
      'GET',
      `/api/console/players?q=${p.msisdn.slice(0, 6)}`,
    );
    expect(partNumber.body.data.players.map((x) => x.id)).not.toContain(p.userId);
    const tooShort = await support.call('GET', '/api/console/players?q=a');
    expect(tooShort.status).toBe(422);
    expect(JSON.stringify(tooShort.body.data)).toContain('q');

    const page = await support.call<PlayerPage>('GET', `/api/console/players/${p.userId}`);
    expect(page.status).toBe(200);
    expect(page.body.data.profile).toMatchObject({
      id: p.userId,
      msisdn: p.msisdn,
      blocked_at: null,
    });
    expect(page.body.data.wallet).toEqual({ coins: 500, gems: 5 });
    expect(page.body.data.ledger.map((l) => l.reason)).toEqual(['welcome', 'welcome']);
    expect(page.body.data.subscriptions).toEqual([]);
    expect(page.body.data.payments).toEqual([]);
    for (const part of ['games', 'tournament-entries', 'challenges', 'ledger']) {
      const res = await support.call<{ rows: unknown[]; total: number }>(
        'GET',
        `/api/console/players/${p.userId}/${part}?page=1&per_page=5`,
      );
      expect(res.status, part).toBe(200);
      expect(res.body.data.total, part).toBe(part === 'ledger' ? 2 : 0);
    }
    expect((await support.call('GET', '/api/console/players/999999999')).status).toBe(404);
  });

  it('refuses analysts and editors any subscriber data, and a player token opens nothing', async () => {
    const p = await signIn(app, config);
    for (const role of ['analyst', 'editor'] as const) {
      const staff = await staffOf(role);
      for (const url of [
        `/api/console/players?q=${p.msisdn}`,
        `/api/console/players/${p.userId}`,
      ]) {
        const res = await staff.call('GET', url);
        expect(res.status, `${role} ${url}`).toBe(403);
      }
      const moved = await staff.call(
        'POST',
        `/api/console/players/${p.userId}/wallet-adjustments`,
        {
          currency: 'coins',
          delta: 100,
          reason: 'Goodwill',
        },
      );
      expect(moved.status, role).toBe(403);
    }
    const withToken = await request(app, 'GET', `/api/console/players/${p.userId}`, {
      token: p.token,
    });
    expect(withToken.status).toBe(401);
    expect(await balanceOf(p.userId)).toEqual({ coins: 500, gems: 5 });
  });
});

describe('customer care: wallet adjustments', () => {
  it('credits and debits through the ledger with the audit row as reference; ledger equals balance', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const url = `/api/console/players/${p.userId}/wallet-adjustments`;

    const noReason = await support.call<ErrorData>('POST', url, {
      currency: 'coins',
      delta: 100,
    });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body.data.errors)).toContain('reason');
    const zero = await support.call('POST', url, {
      currency: 'coins',
      delta: 0,
      reason: 'Nothing',
    });
    expect(zero.status).toBe(422);

    const credit = await support.call<WalletAdjustmentReply>('POST', url, {
      currency: 'coins',
      delta: 100,
      reason: 'Lost coins in an outage',
    });
    expect(credit.status).toBe(200);
    expect(credit.body.data.wallet).toEqual({ coins: 600, gems: 5 });
    const debit = await support.call<WalletAdjustmentReply>('POST', url, {
      currency: 'gems',
      delta: -2,
      reason: 'Granted twice by mistake',
    });
    expect(debit.body.data.wallet).toEqual({ coins: 600, gems: 3 });

    const rows = await ctx.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, p.userId), eq(walletLedger.reason, 'support_adjustment')))
      .orderBy(walletLedger.id);
    expect(rows.map((r) => [r.currency, r.delta, r.reference])).toEqual([
      ['coin', 100, `audit:${credit.body.data.audit_id}`],
      ['gem', -2, `audit:${debit.body.data.audit_id}`],
    ]);
    expect(await ledgerTotals(ctx.db, p.userId)).toEqual(await balanceOf(p.userId));

    const history = await auditOf(support, p.userId);
    expect(history.body.data.entries.map((e) => [e.action, e.reason])).toEqual([
      ['player.wallet_adjust', 'Granted twice by mistake'],
      ['player.wallet_adjust', 'Lost coins in an outage'],
    ]);
    const ledger = await support.call<LedgerPage>(
      'GET',
      `/api/console/players/${p.userId}/ledger?per_page=1&page=2`,
    );
    expect(ledger.body.data).toMatchObject({ total: 4, page: 2, per_page: 1 });
    expect(ledger.body.data.rows[0]).toMatchObject({ reason: 'support_adjustment', delta: 100 });
  });

  it('refuses a debit beyond the balance with 409 and changes nothing', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const res = await support.call('POST', `/api/console/players/${p.userId}/wallet-adjustments`, {
      currency: 'gems',
      delta: -6,
      reason: 'Take back gems',
    });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ code: 'balance_too_low' });
    expect(res.body.message).toContain('below zero');
    expect(await balanceOf(p.userId)).toEqual({ coins: 500, gems: 5 });
    expect((await auditOf(support, p.userId)).body.data.total).toBe(0);
  });

  it('caps support per action (422 on delta) and per day (409); admins are not capped', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const url = `/api/console/players/${p.userId}/wallet-adjustments`;
    const move = (who: Staff, delta: number) =>
      who.call('POST', url, { currency: 'coins', delta, reason: 'Cap test' });

    const tooMuch = (await move(support, 301)) as Reply<ErrorData>;
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.data.errors?.delta?.[0]).toContain('300');
    expect((await move(support, 300)).status).toBe(200);
    expect((await move(support, -150)).status).toBe(200);
    // Credits and debits both count: 450 moved, 50 left today.
    const overDay = await move(support, 60);
    expect(overDay.status).toBe(409);
    expect(overDay.body.data).toEqual({ code: 'adjustment_cap' });
    expect(overDay.body.message).toContain('50 left');
    expect((await move(support, 50)).status).toBe(200);
    expect((await move(admin, 2000)).status).toBe(200);
    expect(await balanceOf(p.userId)).toEqual({ coins: 500 + 300 - 150 + 50 + 2000, gems: 5 });
    expect(await ledgerTotals(ctx.db, p.userId)).toEqual(await balanceOf(p.userId));
  });
});

describe('customer care: block, unsubscribe, moderation', () => {
  it('blocking ends every session at once with a clear message and refuses sign-in; unblocking restores it', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const second = await signIn(app, config, { msisdn: p.msisdn });
    expect((await p.get('/api/v2.0/user')).status).toBe(200);
    const url = `/api/console/players/${p.userId}`;

    expect((await support.call('POST', `${url}/block`, {})).status).toBe(422);
    const blocked = await support.call<CareActionReply>('POST', `${url}/block`, {
      reason: 'Abusive name and chat',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.profile.blocked_at).not.toBeNull();
    for (const who of [p, second]) {
      const res = await who.get('/api/v2.0/user');
      expect(res.status).toBe(401);
      expect(res.body.data).toEqual({ code: 'account_blocked' });
      expect(res.body.message).toContain('blocked');
    }
    const token = await mintAccessToken(config.operatorTokenSecret, { msisdn: p.msisdn });
    const refused = await request(app, 'GET', `/api/check-token?token=${token}`);
    expect(refused.status).toBe(401);
    expect(refused.body.data).toEqual({ code: 'account_blocked' });
    expect((await support.call('POST', `${url}/block`, { reason: 'Again' })).status).toBe(409);

    const unblocked = await support.call<CareActionReply>('POST', `${url}/unblock`, {
      reason: 'Appeal accepted',
    });
    expect(unblocked.body.data.profile.blocked_at).toBeNull();
    // The old sessions stay ended; a new sign-in works.
    expect((await p.get('/api/v2.0/user')).status).toBe(401);
    const back = await signIn(app, config, { msisdn: p.msisdn });
    expect((await back.get('/api/v2.0/user')).status).toBe(200);
    const history = await auditOf(support, p.userId);
    expect(history.body.data.entries.map((e) => e.action)).toEqual([
      'player.unblock',
      'player.block',
    ]);
  });

  it('unsubscribes by the player rule: renewal stops, the paid period is kept', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const pack = await dailyPack(p.userId);
    const expiresAt = new Date(Date.now() + 86_400_000);
    const [sub] = await ctx.db
      .insert(subscriptions)
      .values({ userId: p.userId, packId: pack.id, autoRenew: true, expiresAt })
      .returning();
    const url = `/api/console/players/${p.userId}/unsubscribe`;

    expect((await support.call('POST', url, { subscription_id: sub!.id })).status).toBe(422);
    const done = await support.call<CareActionReply>('POST', url, {
      subscription_id: sub!.id,
      reason: 'Asked by phone',
    });
    expect(done.status).toBe(200);
    const [after] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(after).toMatchObject({ status: 'active', autoRenew: false, expiresAt });
    const again = await support.call('POST', url, {
      subscription_id: sub!.id,
      reason: 'Asked twice',
    });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'pack_not_renewing' });
    const page = await support.call<PlayerPage>('GET', `/api/console/players/${p.userId}`);
    expect(page.body.data.subscriptions[0]).toMatchObject({ held: true, auto_renew: false });
    const other = await signIn(app, config);
    const notTheirs = await support.call(
      'POST',
      `/api/console/players/${other.userId}/unsubscribe`,
      {
        subscription_id: sub!.id,
        reason: 'Wrong player',
      },
    );
    expect(notTheirs.status).toBe(404);
  });

  it('resets a name and a picture as moderation, each with its audit row', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config, { name: 'Rude Name' });
    const url = `/api/console/players/${p.userId}`;
    const named = await support.call<CareActionReply>('POST', `${url}/reset-name`, {
      reason: 'Offensive name',
    });
    expect(named.body.data.profile.name).toBe(`Player ${p.msisdn.slice(-4)}`);
    expect((await support.call('POST', `${url}/reset-name`, { reason: 'Twice' })).status).toBe(409);
    const noPicture = await support.call('POST', `${url}/reset-avatar`, { reason: 'Picture' });
    expect(noPicture.status).toBe(409);
    expect(noPicture.body.data).toEqual({ code: 'player_state' });
    const history = await auditOf(support, p.userId);
    expect(history.body.data.entries).toEqual([
      expect.objectContaining({
        action: 'player.reset_name',
        before: { name: 'Rude Name' },
        reason: 'Offensive name',
      }),
    ]);
  });
});

describe('customer care: payments', () => {
  it('shows each payment with its provider reference and every callback received for it', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const pack = await dailyPack(p.userId);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        userId: p.userId,
        packId: pack.id,
        provider: 'operator',
        purpose: 'purchase',
        amountMinor: 1000,
        currency: 'LKR',
      })
      .returning();
    const unsigned = {
      provider: 'operator' as const,
      payment_id: payment!.id,
      provider_txn_id: `TXN-care-${p.userId}`,
      status: 'succeeded' as const,
      amount_minor: 1000,
      currency: 'LKR',
      timestamp: Math.floor(Date.now() / 1000),
    };
    const callback = {
      ...unsigned,
      signature: signCallback(config.paymentCallbackSecret!, unsigned),
    };
    for (let i = 0; i < 2; i++) {
      const res = await request(app, 'POST', '/api/payments/callback', { body: callback });
      expect(res.status).toBe(200);
    }
    const page = await support.call<PlayerPage>('GET', `/api/console/players/${p.userId}`);
    expect(page.body.data.payments).toEqual([
      expect.objectContaining({
        id: payment!.id,
        status: 'succeeded',
        provider_txn_id: `TXN-care-${p.userId}`,
        callbacks: [
          expect.objectContaining({ outcome: 'applied', status: 'succeeded' }),
          expect.objectContaining({ outcome: 'replay', status: 'succeeded' }),
        ],
      }),
    ]);
    expect(page.body.data.subscriptions).toEqual([
      expect.objectContaining({ pack_slug: pack.slug, held: true, auto_renew: true }),
    ]);
  });
});

describe('customer care: anonymous', () => {
  it('needs a console session', async () => {
    const res = await consoleRequest(app, 'GET', '/api/console/players?q=01700000001');
    expect(res.status).toBe(401);
  });
});
