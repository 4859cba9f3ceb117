import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { packs, payments, subscriptions, wallets, walletLedger } from '../../tables';
import { signCallback } from '../payments/signing';
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
import { mintAccessToken } from '../auth';
import { checkToken } from '@contract/routes/auth';
import {
  adjustWallet,
  blockPlayer,
  getPlayer,
  playerAudit,
  playerChallenges,
  playerEntries,
  playerGames,
  playerLedger,
  resetPlayerAvatar,
  resetPlayerName,
  searchPlayers,
  unblockPlayer,
  unsubscribePlayer,
} from '@contract/routes/console-care';
import { paymentCallback } from '@contract/routes/packs';
import { currentUser } from '@contract/routes/users';
import { call, refusalOf } from '../../../tests/helpers/call';

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
  staff.call(playerAudit, { params: { id: userId } });

describe('customer care: look-up and the subscriber page', () => {
  it('finds a subscriber by the whole MSISDN or part of the name, and shows their page', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config, { name: 'Aung Kyaw Care' });

    const byNumber = await support.call(searchPlayers, { query: { q: p.msisdn } });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data.players).toEqual([
      { id: p.userId, msisdn: p.msisdn, name: 'Aung Kyaw Care', blocked: false },
    ]);
    const byName = await support.call(searchPlayers, { query: { q: 'kyaw ca' } });
    expect(byName.body.data.players.map((x) => x.id)).toContain(p.userId);
    // The number as a caller reads it: with the country code, spaced, dashed, or only in part.
    const find = async (q: string) =>
      (await support.call(searchPlayers, { query: { q } })).body.data.players.map((x) => x.id);
    const national = p.msisdn.slice(1);
    for (const typed of [
      `+880${national}`,
      `880${national}`,
      `+880 ${national.slice(0, 4)} ${national.slice(4)}`,
      `${p.msisdn.slice(0, 5)}-${p.msisdn.slice(5)}`,
      p.msisdn.slice(-6),
      p.msisdn.slice(2, 9),
    ]) {
      expect(await find(typed), typed).toContain(p.userId);
    }
    // Five digits are too few to name a subscriber.
    expect(await find(p.msisdn.slice(-5))).not.toContain(p.userId);
    const tooShort = await support.call(searchPlayers, { query: { q: 'a' } });
    expect(tooShort.status).toBe(422);
    expect(JSON.stringify(tooShort.body.data)).toContain('q');

    const page = await support.call(getPlayer, { params: { id: p.userId } });
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
    for (const part of [playerGames, playerEntries, playerChallenges, playerLedger]) {
      const res = await support.call(part, {
        params: { id: p.userId },
        query: { page: 1, per_page: 5 },
      });
      expect(res.status, part).toBe(200);
      expect(res.body.data.total, part).toBe(part === playerLedger ? 2 : 0);
    }
    expect((await support.call(getPlayer, { params: { id: 999999999 } })).status).toBe(404);
  });

  it('refuses analysts and editors any subscriber data, and a player token opens nothing', async () => {
    const p = await signIn(app, config);
    for (const role of ['analyst', 'editor'] as const) {
      const staff = await staffOf(role);
      const search = await staff.call(searchPlayers, { query: { q: p.msisdn } });
      expect(search.status, `${role} ${searchPlayers}`).toBe(403);
      const player = await staff.call(getPlayer, { params: { id: p.userId } });
      expect(player.status, `${role} ${getPlayer}`).toBe(403);
      const moved = await staff.call(adjustWallet, {
        params: { id: p.userId },
        body: {
          currency: 'coins',
          delta: 100,
          reason: 'Goodwill',
        },
      });
      expect(moved.status, role).toBe(403);
    }
    const withToken = await p.call(getPlayer, { params: { id: p.userId } });
    expect(withToken.status).toBe(401);
    expect(await balanceOf(p.userId)).toEqual({ coins: 500, gems: 5 });
  });
});

describe('customer care: wallet adjustments', () => {
  it('credits and debits through the ledger with the audit row as reference; ledger equals balance', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const params = { id: p.userId };

    // Without its reason: an input the route's types refuse.
    const noReason = await support.callRaw(adjustWallet, {
      params,
      body: { currency: 'coins', delta: 100 },
    });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(refusalOf(noReason).errors!)).toContain('reason');
    const zero = await support.call(adjustWallet, {
      params,
      body: { currency: 'coins', delta: 0, reason: 'Nothing' },
    });
    expect(zero.status).toBe(422);

    const credit = await support.call(adjustWallet, {
      params,
      body: { currency: 'coins', delta: 100, reason: 'Lost coins in an outage' },
    });
    expect(credit.status).toBe(200);
    expect(credit.body.data.wallet).toEqual({ coins: 600, gems: 5 });
    const debit = await support.call(adjustWallet, {
      params,
      body: { currency: 'gems', delta: -2, reason: 'Granted twice by mistake' },
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
    const ledger = await support.call(playerLedger, {
      params: { id: p.userId },
      query: { per_page: 1, page: 2 },
    });
    expect(ledger.body.data).toMatchObject({ total: 4, page: 2, per_page: 1 });
    expect(ledger.body.data.rows[0]).toMatchObject({ reason: 'support_adjustment', delta: 100 });
  });

  it('refuses a debit beyond the balance with 409 and changes nothing', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const res = await support.call(adjustWallet, {
      params: { id: p.userId },
      body: {
        currency: 'gems',
        delta: -6,
        reason: 'Take back gems',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ code: 'balance_too_low' });
    expect(res.body.message).toContain('below zero');
    expect(await balanceOf(p.userId)).toEqual({ coins: 500, gems: 5 });
    expect((await auditOf(support, p.userId)).body.data.total).toBe(0);
  });

  it("caps support per action (422 on delta) and per day (409); an admin's debit is not capped", async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const move = (who: Staff, delta: number) =>
      who.call(adjustWallet, {
        params: { id: p.userId },
        body: { currency: 'coins', delta, reason: 'Cap test' },
      });

    const tooMuch = await move(support, 301);
    expect(tooMuch.status).toBe(422);
    expect(refusalOf(tooMuch).errors?.delta?.[0]).toContain('300');
    expect((await move(support, 300)).status).toBe(200);
    expect((await move(support, -150)).status).toBe(200);
    // Credits and debits both count: 450 moved, 50 left today.
    const overDay = await move(support, 60);
    expect(overDay.status).toBe(409);
    expect(overDay.body.data).toEqual({ code: 'adjustment_cap' });
    expect(overDay.body.message).toContain('50 left');
    expect((await move(support, 50)).status).toBe(200);
    // An admin's credit above the cap waits for a second admin instead (approvals.api.test.ts).
    expect((await move(admin, -600)).status).toBe(200);
    expect(await balanceOf(p.userId)).toEqual({ coins: 500 + 300 - 150 + 50 - 600, gems: 5 });
    expect(await ledgerTotals(ctx.db, p.userId)).toEqual(await balanceOf(p.userId));
  });
});

describe('customer care: block, unsubscribe, moderation', () => {
  it('blocking ends every session at once with a clear message and refuses sign-in; unblocking restores it', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config);
    const second = await signIn(app, config, { msisdn: p.msisdn });
    expect((await p.call(currentUser)).status).toBe(200);
    const params = { id: p.userId };

    // Without a reason: an input the route's types refuse.
    expect((await support.callRaw(blockPlayer, { params, body: {} })).status).toBe(422);
    const blocked = await support.call(blockPlayer, {
      params,
      body: { reason: 'Abusive name and chat' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.profile.blocked_at).not.toBeNull();
    for (const who of [p, second]) {
      const res = await who.call(currentUser);
      expect(res.status).toBe(401);
      expect(res.body.data).toEqual({ code: 'account_blocked' });
      expect(res.body.message).toContain('blocked');
    }
    const token = await mintAccessToken(config.operatorTokenSecret, { msisdn: p.msisdn });
    const refused = await call(app, checkToken, { query: { token } });
    expect(refused.status).toBe(401);
    expect(refused.body.data).toEqual({ code: 'account_blocked' });
    expect((await support.call(blockPlayer, { params, body: { reason: 'Again' } })).status).toBe(
      409,
    );

    const unblocked = await support.call(unblockPlayer, {
      params,
      body: { reason: 'Appeal accepted' },
    });
    expect(unblocked.body.data.profile.blocked_at).toBeNull();
    // The old sessions stay ended; a new sign-in works.
    expect((await p.call(currentUser)).status).toBe(401);
    const back = await signIn(app, config, { msisdn: p.msisdn });
    expect((await back.call(currentUser)).status).toBe(200);
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
    const params = { id: p.userId };

    // Without a reason: an input the route's types refuse.
    const noReason = await support.callRaw(unsubscribePlayer, {
      params,
      body: { subscription_id: sub!.id },
    });
    expect(noReason.status).toBe(422);
    const done = await support.call(unsubscribePlayer, {
      params,
      body: { subscription_id: sub!.id, reason: 'Asked by phone' },
    });
    expect(done.status).toBe(200);
    const [after] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(after).toMatchObject({ status: 'active', autoRenew: false, expiresAt });
    const again = await support.call(unsubscribePlayer, {
      params,
      body: { subscription_id: sub!.id, reason: 'Asked twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'pack_not_renewing' });
    const page = await support.call(getPlayer, { params: { id: p.userId } });
    expect(page.body.data.subscriptions[0]).toMatchObject({ held: true, auto_renew: false });
    const other = await signIn(app, config);
    const notTheirs = await support.call(unsubscribePlayer, {
      params: { id: other.userId },
      body: {
        subscription_id: sub!.id,
        reason: 'Wrong player',
      },
    });
    expect(notTheirs.status).toBe(404);
  });

  it('resets a name and a picture as moderation, each with its audit row', async () => {
    const support = await staffOf('support');
    const p = await signIn(app, config, { name: 'Rude Name' });
    const params = { id: p.userId };
    const named = await support.call(resetPlayerName, {
      params,
      body: { reason: 'Offensive name' },
    });
    expect(named.body.data.profile.name).toBe(`Player ${p.msisdn.slice(-4)}`);
    const twice = await support.call(resetPlayerName, { params, body: { reason: 'Twice' } });
    expect(twice.status).toBe(409);
    const noPicture = await support.call(resetPlayerAvatar, {
      params,
      body: { reason: 'Picture' },
    });
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
      const res = await call(app, paymentCallback, { body: callback });
      expect(res.status).toBe(200);
    }
    const page = await support.call(getPlayer, { params: { id: p.userId } });
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
    const res = await call(app, searchPlayers, { query: { q: '01700000001' } });
    expect(res.status).toBe(401);
  });
});
