import { and, eq, like, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentCallback } from '@contract/packs';

import {
  jobs,
  notifications,
  packs,
  paymentAgreements,
  payments,
  purchases,
  subscriptions,
} from '../../tables';
import { seedPacks } from '../../seed/catalog';
import { signIn, type Player } from '../../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../../tests/helpers/context';
import { waitForLockWaiter } from '../../../tests/helpers/locks';
import { notificationIn } from '../../../tests/helpers/notifications';
import { createTournament } from '../../../tests/helpers/factories';
import { sandboxOf } from '../payments/sandbox';
import { signCallback } from '../payments/signing';
import { getBalance } from '../wallet/service';
import { unsubscribe } from './service';
import { createJobQueue } from '../../scheduled-work';
import type { JobInfo } from '../../jobs/queue';
import { reconcileJob, reconcilePayment, renewalJob } from './reconcile';
import { abandonIn } from './settle';
import { PACK_RENEWAL_JOB, PAYMENT_RECONCILE_JOB } from './schedule';
import {
  cancelAgreement,
  cancelGhooriSubscription,
  createAgreement,
  createPayment,
  paymentCallback,
  paymentStatus,
  purchaseHistory,
  tournamentPacks,
  unsubscribeTelenor,
} from '@contract/routes/packs';
import { appConfig } from '@contract/routes/public';
import { tournamentDetails } from '@contract/routes/tournaments';
import { currentUser } from '@contract/routes/users';
import { call, callRaw, refusalOf } from '../../../tests/helpers/call';
import type { Route } from '@contract/endpoint';

const { app, ctx, config } = await useTestApp();
const sandbox = sandboxOf(ctx);
const queue = createJobQueue(ctx);

/** Runs the job queue as of `now`, then waits for the provider's callbacks of its charges. */
const runJobs = async (now: Date) => {
  const ran = await queue.runDue({ now });
  await sandbox.idle();
  return ran;
};
const onPostgres = process.env.TEST_DB === 'postgres';

const packIds: Record<string, number> = {};
let dailyTournamentId = 0;

beforeAll(async () => {
  const rows = await ctx.db.insert(packs).values(seedPacks).returning();
  for (const r of rows) packIds[r.slug] = r.id;
  dailyTournamentId = (await createTournament(ctx, { type: 'DAILY' })).id;
});

const daily = () => packIds['daily-pack']!;

const packOf = async (p: Player, slug: string) => {
  const res = await p.call(tournamentPacks);
  expect(res.status).toBe(200);
  return res.body.data.packages.find((x) => x.slug === slug)!;
};

/** Starts a purchase, which makes a payment (the pack is not held, so nothing resumes). */
const startPayment = async (p: Player, id: number) => {
  const res = await p.call(createPayment, {
    body: {
      id,
      type: 'bundle',
    },
  });
  expect(res.status, res.body.message).toBe(200);
  const { payment_id: paymentId, ...reply } = res.body.data;
  expect(reply.renewal_resumed).toBe(false);
  expect(paymentId).toEqual(expect.any(String));
  return { ...reply, payment_id: paymentId! };
};

/** The player presses a button on the sandbox's hosted page. */
const press = async (paymentUrl: string, button: 'approve' | 'decline') => {
  const page = await app.inject({ method: 'GET', url: paymentUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Approve');
  expect(page.body).toContain('Decline');
  // As the browser sends it: an HTML form with nothing in it.
  return app.inject({
    method: 'POST',
    url: `${paymentUrl}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
};

const statusOf = async (p: Player, paymentId: string) =>
  (await p.call(paymentStatus, { params: { payment_id: paymentId } })).body.data;

// Bad and forged callbacks too: the body as the test wrote it.
const callback = (body: unknown) => callRaw(app, paymentCallback, { body });

const resign = (c: PaymentCallback, changes: Partial<PaymentCallback>): PaymentCallback => {
  const merged = { ...c, ...changes };
  const unsigned: Omit<PaymentCallback, 'signature'> = {
    provider: merged.provider,
    payment_id: merged.payment_id,
    provider_txn_id: merged.provider_txn_id,
    status: merged.status,
    amount_minor: merged.amount_minor,
    currency: merged.currency,
    ...(merged.agreement_id ? { agreement_id: merged.agreement_id } : {}),
    timestamp: merged.timestamp,
  };
  return { ...unsigned, signature: signCallback(config.paymentCallbackSecret!, unsigned) };
};

/** Approves on the sandbox with the callback dropped: the payment stays pending at our end. */
const approvedButNotCalledBack = async (p: Player, packId = daily()) => {
  const started = await startPayment(p, packId);
  sandbox.switches.dropCallbacks = 1;
  const res = await press(started.url, 'approve');
  expect(res.statusCode).toBe(303);
  expect(sandbox.switches.dropCallbacks).toBe(0);
  const cb = sandbox.callbackFor(started.payment_id);
  expect(cb).not.toBeNull();
  return { paymentId: started.payment_id, callback: cb! };
};

const purchaseRows = (userId: number) =>
  ctx.db.select().from(purchases).where(eq(purchases.userId, userId));

const subscribedToDaily = async (p: Player) => {
  const res = await p.call(tournamentDetails, {
    body: {
      tournament_id: dailyTournamentId,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.tournament.subscribed;
};

describe('bad input changes nothing', () => {
  it.each([
    [createPayment, {}, ['id', 'type']],
    [createPayment, { id: 'x', type: 'bundle' }, ['id']],
    [createPayment, { id: 1, type: 'card' }, ['type']],
    [createAgreement, { id: 1, payerReference: '0181234' }, ['payerReference']],
    [createAgreement, { id: 'x', payerReference: '01812345678' }, ['id']],
    [cancelAgreement, {}, ['agreementID']],
    [unsubscribeTelenor, { slug: '' }, ['slug']],
    [cancelGhooriSubscription, { bundle_id: -1 }, ['bundle_id']],
    [purchaseHistory, { filter_type: 'daily' }, ['filter_type']],
  ] as Array<[Route, object, string[]]>)('%s %j → 422 naming %j', async (route, body, fields) => {
    const p = await signIn(app, config);
    const res = await p.callRaw(route, { body });
    expect(res.status).toBe(422);
    expect(refusalOf(res).code).toBe('validation_failed');
    expect(Object.keys(refusalOf(res).errors!).sort()).toEqual(fields);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, p.userId))).toEqual([]);
  });

  it('answers 401 without a token, 404 for an unknown pack or payment, 422 for a bad payment id', async () => {
    expect((await call(app, tournamentPacks)).status).toBe(401);
    const p = await signIn(app, config);
    const unknown = await p.call(createPayment, {
      body: {
        id: 999_999,
        type: 'bundle',
      },
    });
    expect([unknown.status, refusalOf(unknown).code]).toEqual([404, 'not_found']);
    expect((await p.call(paymentStatus, { params: { payment_id: 'not-a-uuid' } })).status).toBe(
      422,
    );
    const missing = await p.call(paymentStatus, {
      params: { payment_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const slug = await p.call(unsubscribeTelenor, { body: { slug: 'nope' } });
    expect(slug.status).toBe(404);
    const agreement = await p.call(cancelAgreement, { body: { agreementID: 'AGR-x' } });
    expect(agreement.status).toBe(404);
  });

  it('refuses a callback with missing fields (422) or for an unknown payment (404)', async () => {
    const res = await callback({});
    expect(res.status).toBe(422);
    const p = await signIn(app, config);
    const { callback: cb } = await approvedButNotCalledBack(p);
    const other = await callback(
      resign(cb, { payment_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(other.status).toBe(404);
  });
});

describe("the sandbox's hosted page reads as the app does", () => {
  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it.each([
    ['en', '10 LKR + taxes', 'Payment approved.', 'You can close this tab.'],
    ['mm', '၁၀ MMK + အခွန်', 'ငွေပေးချေမှု အတည်ပြုပြီးပါပြီ။', 'ဤတဘ်ကို ပိတ်နိုင်ပါပြီ။'],
  ] as const)(
    'prices the daily pack by the one rule, then says the tab can close (%s)',
    async (language, price, approved, close) => {
      const p = await signIn(app, config, { language });
      const pack = await packOf(p, 'daily-pack');
      expect(pack).toMatchObject({ price: 10, currency: 'LKR', taxes_added: true });
      const started = await startPayment(p, daily());
      const checkout = await page(started.url);
      expect(checkout).toContain(`<strong data-testid="checkout-amount">${price}</strong>`);
      expect(checkout).not.toContain('10.00');

      const res = await press(started.url, 'approve');
      expect(res.headers.location).toBe(`${started.url}/done`);
      const done = await page(res.headers.location as string);
      expect(done).toContain(approved);
      expect(done).toContain(close);
      // Back to the app is a link on the list the pack was bought from, never a second store.
      expect(done).toContain(`href="${started.redirectUrl}"`);
      expect(done).toContain('<script src="/dev/sandbox/close.js"></script>');
      const script = await app.inject({ method: 'GET', url: '/dev/sandbox/close.js' });
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.body).toContain('window.close()');
    },
  );

  it('says nothing of "+ taxes" for a pack without them, and reads a bundle in Bengali', async () => {
    const p = await signIn(app, config);
    expect(await packOf(p, 'weekly-mega-pack')).toMatchObject({ taxes_added: false });
    const weekly = await startPayment(p, packIds['weekly-mega-pack']!);
    expect(await page(weekly.url)).toContain(
      '<strong data-testid="checkout-amount">50 LKR</strong>',
    );
    // A Bengali bundle is paid on a Bengali screen: its hosted page reads it as that screen does.
    const bundle = await startPayment(p, packIds['mega-bundle-weekly']!);
    expect(await page(bundle.url)).toContain('<strong data-testid="checkout-amount">৳৩০</strong>');
  });

  it("tells the visitor's offer and purchase history whether taxes are added", async () => {
    const offer = await call(app, appConfig);
    expect(offer.body.data.daily_pack!.taxes_added).toBe(true);
    const p = await signIn(app, config);
    const started = await startPayment(p, daily());
    await press(started.url, 'approve');
    const history = await p.call(purchaseHistory, { body: {} });
    expect(history.body.data.history[0]).toMatchObject({ price: 10, taxes_added: true });
  });
});

describe('buying a pack through the sandbox', () => {
  it('activates the daily pack only once the provider approves: coins, history, tournament play', async () => {
    const p = await signIn(app, config);
    expect((await packOf(p, 'daily-pack')).is_subscribed).toBe(false);
    expect(await subscribedToDaily(p)).toBe(false);
    const before = await getBalance(ctx.db, p.userId);

    const started = await startPayment(p, daily());
    expect(started.errorCode).toBe('00');
    expect(started.url).toBe(`/dev/sandbox/checkout/${started.payment_id}`);
    expect(started.redirectUrl).toBe(`/store?payment_id=${started.payment_id}`);
    // Nothing is granted while the player is on the provider's page.
    expect((await statusOf(p, started.payment_id)).status).toBe('pending');
    expect((await packOf(p, 'daily-pack')).is_subscribed).toBe(false);

    const res = await press(started.url, 'approve');
    expect(res.statusCode).toBe(303);
    // The provider's tab says it is done (the app's own tab is on the return page already).
    expect(res.headers.location).toBe(`${started.url}/done`);

    const status = await statusOf(p, started.payment_id);
    expect(status).toMatchObject({
      status: 'succeeded',
      is_subscribed: true,
      title: 'Daily Quiz Pack',
    });
    const pack = await packOf(p, 'daily-pack');
    expect(pack).toMatchObject({ is_subscribed: true, price: 10, currency: 'LKR' });
    expect(await subscribedToDaily(p)).toBe(true);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);

    const history = await p.call(purchaseHistory, { body: {} });
    expect(history.body.data.history).toEqual([
      expect.objectContaining({ title: 'Daily Quiz Pack', coins: 50, price: 10, currency: 'LKR' }),
    ]);
    const monthly = await p.call(purchaseHistory, {
      body: {
        filter_type: 'monthly',
      },
    });
    expect(monthly.body.data.history).toHaveLength(1);

    // Held already: a second purchase is refused rather than charged.
    const again = await p.call(createPayment, {
      body: {
        id: daily(),
        type: 'bundle',
      },
    });
    expect([again.status, refusalOf(again).code]).toEqual([409, 'already_subscribed']);
  });

  it("runs the daily pack's first period for the pack's 1 day from approval, and dates the purchase then", async () => {
    const p = await signIn(app, config);
    const offered = await packOf(p, 'daily-pack');
    expect(offered).toMatchObject({
      validity_days: 1,
      price: 10,
      currency: 'LKR',
      active_until: null,
      auto_renew: true,
    });
    const started = await startPayment(p, daily());
    const approvedAt = Date.now();
    expect((await press(started.url, 'approve')).statusCode).toBe(303);
    const aboutNow = (what: string, iso: string | Date, offsetMs = 0) =>
      expect(Math.abs(new Date(iso).getTime() - (approvedAt + offsetMs)), what).toBeLessThanOrEqual(
        60_000,
      );
    const DAY = 24 * 3_600_000;

    const [sub] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(sub).toMatchObject({ status: 'active', packId: daily() });
    aboutNow('subscription expiry', sub!.expiresAt, DAY);
    aboutNow('active_until shown', (await packOf(p, 'daily-pack')).active_until!, DAY);

    const [row] = await purchaseRows(p.userId);
    aboutNow('purchase row', row!.purchasedAt);
    const history = await p.call(purchaseHistory, { body: {} });
    expect(history.body.data.history).toHaveLength(1);
    aboutNow('purchased_at shown', history.body.data.history[0]!.purchased_at);
  });

  it('grants nothing when the player declines', async () => {
    const p = await signIn(app, config);
    const before = await getBalance(ctx.db, p.userId);
    const started = await startPayment(p, daily());
    const res = await press(started.url, 'decline');
    expect(res.statusCode).toBe(303);
    expect((await statusOf(p, started.payment_id)).status).toBe('failed');
    expect((await packOf(p, 'daily-pack')).is_subscribed).toBe(false);
    expect(await purchaseRows(p.userId)).toEqual([]);
    expect(await getBalance(ctx.db, p.userId)).toEqual(before);
    // The hosted page is gone once answered.
    expect((await app.inject({ method: 'GET', url: started.url })).statusCode).toBe(404);
  });
});

describe('callbacks', () => {
  it('refuses a bad signature, a stale timestamp, a wrong amount or currency, and changes nothing', async () => {
    const p = await signIn(app, config);
    const { paymentId, callback: cb } = await approvedButNotCalledBack(p);

    const forged = await callback({ ...cb, signature: 'a'.repeat(64) });
    expect([forged.status, refusalOf(forged).code]).toEqual([401, 'callback_signature_invalid']);
    const tampered = await callback({ ...cb, amount_minor: 1 });
    expect(refusalOf(tampered).code).toBe('callback_signature_invalid');
    const stale = await callback(resign(cb, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect([stale.status, refusalOf(stale).code]).toEqual([401, 'callback_stale']);
    const amount = await callback(resign(cb, { amount_minor: 1 }));
    expect([amount.status, refusalOf(amount).code]).toEqual([409, 'callback_mismatch']);
    const currency = await callback(resign(cb, { currency: 'USD' }));
    expect([currency.status, refusalOf(currency).code]).toEqual([409, 'callback_mismatch']);

    expect((await statusOf(p, paymentId)).status).toBe('pending');
    expect(await purchaseRows(p.userId)).toEqual([]);

    const good = await callback(cb);
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ applied: true, status: 'succeeded' });
    const replay = await callback(resign(cb, { timestamp: Math.floor(Date.now() / 1000) }));
    expect(replay.body.data).toEqual({ applied: false, status: 'succeeded' });
    expect(await purchaseRows(p.userId)).toHaveLength(1);
    // Another transaction id for a settled payment is refused.
    const other = await callback(resign(cb, { provider_txn_id: 'SBX-other' }));
    expect([other.status, refusalOf(other).code]).toEqual([409, 'callback_mismatch']);
  });

  it.skipIf(!onPostgres)(
    '20 concurrent replays of one callback: one activation, one history row, coins once',
    async () => {
      const p = await signIn(app, config);
      const before = await getBalance(ctx.db, p.userId);
      const { callback: cb } = await approvedButNotCalledBack(p);
      const replies = await Promise.all(Array.from({ length: 20 }, () => callback(cb)));
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(replies.filter((r) => r.body.data.applied)).toHaveLength(1);
      expect(await purchaseRows(p.userId)).toHaveLength(1);
      const subs = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, p.userId));
      expect(subs).toHaveLength(1);
      expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    },
  );

  it('credits a payment whose callback was dropped, through reconciliation', async () => {
    const p = await signIn(app, config);
    const { paymentId } = await approvedButNotCalledBack(p);
    expect((await statusOf(p, paymentId)).status).toBe('pending');
    // Not yet "a few minutes" old: left alone.
    await runJobs(new Date());
    expect((await statusOf(p, paymentId)).status).toBe('pending');
    const later = new Date(Date.now() + (config.paymentReconcileAfterMinutes + 1) * 60_000);
    expect(await runJobs(later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(p, paymentId)).toMatchObject({
      status: 'succeeded',
      is_subscribed: true,
    });
    expect(await purchaseRows(p.userId)).toHaveLength(1);
    // The late callback, if it ever comes, changes nothing.
    const late = await callback(sandbox.callbackFor(paymentId));
    expect(late.body.data.applied).toBe(false);
    expect(await purchaseRows(p.userId)).toHaveLength(1);
  });
});

describe('a payment we abandoned', () => {
  /** What reconciliation does to a payment its provider still does not know of. */
  const abandon = (paymentId: string) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      await abandonIn(tx, row!);
    });

  it("adds a pack's gems with its coins, once, and shows them in the store and history", async () => {
    const p = await signIn(app, config);
    const before = await getBalance(ctx.db, p.userId);
    expect(await packOf(p, 'weekly-mega-pack')).toMatchObject({ coins: 300, gems: 5 });
    const started = await startPayment(p, packIds['weekly-mega-pack']!);
    expect((await press(started.url, 'approve')).statusCode).toBe(303);
    const after = await getBalance(ctx.db, p.userId);
    expect([after.coins, after.gems]).toEqual([before.coins + 300, before.gems + 5]);
    // The provider's callback again: nothing moves twice.
    const again = await callback(sandbox.callbackFor(started.payment_id));
    expect([again.status, again.body.data.applied]).toEqual([200, false]);
    expect(await getBalance(ctx.db, p.userId)).toEqual(after);
    const history = await p.call(purchaseHistory, { body: {} });
    expect(history.body.data.history).toEqual([
      expect.objectContaining({ title: 'Weekly Mega Pack', coins: 300, gems: 5 }),
    ]);
  });

  it('is granted once when the provider approves it after all, and a decline stays refused', async () => {
    const p = await signIn(app, config);
    const before = await getBalance(ctx.db, p.userId);
    const started = await startPayment(p, daily());
    // The hosted page answered too late: we had already given up on the payment.
    await abandon(started.payment_id);
    expect((await statusOf(p, started.payment_id)).status).toBe('failed');
    expect((await press(started.url, 'approve')).statusCode).toBe(303);
    expect(await statusOf(p, started.payment_id)).toMatchObject({
      status: 'succeeded',
      is_subscribed: true,
    });
    expect(await purchaseRows(p.userId)).toHaveLength(1);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    const again = await callback(sandbox.callbackFor(started.payment_id));
    expect([again.status, again.body.data.applied]).toEqual([200, false]);
    expect(await purchaseRows(p.userId)).toHaveLength(1);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);

    // A payment the provider declined is not revived by a success for it.
    const declined = await startPayment(p, packIds['mega-bundle-weekly']!);
    await press(declined.url, 'decline');
    const cb = sandbox.callbackFor(declined.payment_id)!;
    const forged = await callback(
      resign(cb, { status: 'succeeded', provider_txn_id: `${cb.provider_txn_id}-2` }),
    );
    expect(refusalOf(forged).code).toBe('callback_mismatch');
    expect((await statusOf(p, declined.payment_id)).status).toBe('failed');
    expect(await purchaseRows(p.userId)).toHaveLength(1);
  });

  it("takes the provider's late decline as agreement, so a provider retrying callbacks stops", async () => {
    const p = await signIn(app, config);
    const before = await getBalance(ctx.db, p.userId);
    const started = await startPayment(p, daily());
    await abandon(started.payment_id);
    expect((await press(started.url, 'decline')).statusCode).toBe(303);
    const again = await callback(sandbox.callbackFor(started.payment_id));
    expect([again.status, again.body.data.applied]).toEqual([200, false]);
    expect(await statusOf(p, started.payment_id)).toMatchObject({
      status: 'failed',
      is_subscribed: false,
    });
    expect(await purchaseRows(p.userId)).toHaveLength(0);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins);
  });
});

describe('unsubscribe', () => {
  it('is refused when not subscribed, and stops the renewal of a held pack, which stays playable until its paid end', async () => {
    const p = await signIn(app, config);
    const refused = await p.call(unsubscribeTelenor, {
      body: {
        slug: 'daily-pack',
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect(refusalOf(refused).code).toBe('pack_not_subscribed');

    const started = await startPayment(p, daily());
    await press(started.url, 'approve');
    const bought = await packOf(p, 'daily-pack');
    expect(bought).toMatchObject({ is_subscribed: true, auto_renew: true });
    const res = await p.call(unsubscribeTelenor, {
      body: {
        slug: 'daily-pack',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ success: true, msg: 'Unsubscription Successful' });
    // The paid period runs to its end: still held and playable, no longer renewing.
    expect(await packOf(p, 'daily-pack')).toMatchObject({
      is_subscribed: true,
      auto_renew: false,
      renewable: true,
      active_until: bought.active_until,
    });
    expect(await subscribedToDaily(p)).toBe(true);
    expect(sandbox.cancelled).toContainEqual({ provider: 'operator', reference: 'daily-pack' });
    const twice = await p.call(unsubscribeTelenor, {
      body: {
        slug: 'daily-pack',
      },
    });
    expect([twice.status, refusalOf(twice).code]).toEqual([409, 'pack_not_renewing']);
  });

  it('stops the renewal without a provider side configured (production until one is)', async () => {
    const p = await signIn(app, config);
    await press((await startPayment(p, daily())).url, 'approve');
    // The provider side is installed per process: another process without it has none.
    const reply = await unsubscribe(
      anotherProcess(ctx),
      { id: p.userId, sessionId: 0, tokenHash: '' },
      {
        slug: 'daily-pack',
      },
    );
    expect(reply).toEqual({ success: true, msg: 'Unsubscription Successful' });
    expect(await packOf(p, 'daily-pack')).toMatchObject({ is_subscribed: true, auto_renew: false });
  });

  it('cancels a bundle subscription by bundle id, keeping its paid period', async () => {
    const p = await signIn(app, config);
    const id = packIds['mega-bundle-weekly']!;
    const refused = await p.call(cancelGhooriSubscription, { body: { bundle_id: id } });
    expect(refused.status).toBe(409);
    const started = await startPayment(p, id);
    expect(started.redirectUrl).toBe(`/tournament-bundle?payment_id=${started.payment_id}`);
    await press(started.url, 'approve');
    expect((await packOf(p, 'mega-bundle-weekly')).is_subscribed).toBe(true);
    const res = await p.call(cancelGhooriSubscription, {
      body: {
        bundle_id: id,
      },
    });
    expect(res.body.data.success).toBe(true);
    expect(await packOf(p, 'mega-bundle-weekly')).toMatchObject({
      is_subscribed: true,
      auto_renew: false,
    });
    expect(sandbox.cancelled).toContainEqual({ provider: 'ghoori', reference: String(id) });
  });
});

describe('subscribing again while the paid period runs', () => {
  const buyAndUnsubscribe = async () => {
    const p = await signIn(app, config);
    await press((await startPayment(p, daily())).url, 'approve');
    const unsubscribed = await p.call(unsubscribeTelenor, { body: { slug: 'daily-pack' } });
    expect(unsubscribed.status).toBe(200);
    const [sub] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    return { p, sub: sub!, renewAt: new Date(sub!.expiresAt.getTime() - 30 * 60_000) };
  };
  const paymentsOf = (userId: number) =>
    ctx.db.select().from(payments).where(eq(payments.userId, userId));

  /** Subscribe Now again, watching that no provider is called. */
  const subscribeAgain = async (p: Player) => {
    const checkout = vi.spyOn(sandbox, 'checkout');
    const charge = vi.spyOn(sandbox, 'charge');
    try {
      // A refusal carries its code in the same place.
      const res = await p.call(createPayment, { body: { id: daily(), type: 'bundle' } });
      expect(checkout).not.toHaveBeenCalled();
      expect(charge).not.toHaveBeenCalled();
      return res;
    } finally {
      checkout.mockRestore();
      charge.mockRestore();
    }
  };

  it('turns renewal back on with no charge now, and the renewal charges at the end of the period', async () => {
    const { p, sub, renewAt } = await buyAndUnsubscribe();
    const coins = (await getBalance(ctx.db, p.userId)).coins;
    const res = await subscribeAgain(p);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({
      errorCode: '02',
      url: '',
      redirectUrl: '/store',
      payment_id: null,
      renewal_resumed: true,
    });
    expect(await paymentsOf(p.userId)).toHaveLength(1);
    expect(await purchaseRows(p.userId)).toHaveLength(1);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(coins);
    expect(await packOf(p, 'daily-pack')).toMatchObject({
      is_subscribed: true,
      auto_renew: true,
      active_until: sub.expiresAt.toISOString(),
    });
    // Renewing already: a second tap is refused, not charged.
    const again = await subscribeAgain(p);
    expect([again.status, refusalOf(again).code]).toEqual([409, 'already_subscribed']);

    // Nothing before the renewal window; then one charge for the next period.
    await runJobs(new Date(renewAt.getTime() - 3_600_000));
    expect(await paymentsOf(p.userId)).toHaveLength(1);
    await runJobs(renewAt);
    const renewals = (await paymentsOf(p.userId)).filter((x) => x.purpose === 'renewal');
    expect(renewals.map((r) => r.status)).toEqual(['succeeded']);
    const [after] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(after!.expiresAt.getTime()).toBe(sub.expiresAt.getTime() + 86_400_000);
    expect(await purchaseRows(p.userId)).toHaveLength(2);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(coins + 50);
  });

  it("charges at the period's end even when the period's renewal already passed while renewal was off", async () => {
    const { p, sub, renewAt } = await buyAndUnsubscribe();
    // The renewal window opens while unsubscribed: nothing is charged.
    await runJobs(renewAt);
    expect(await paymentsOf(p.userId)).toHaveLength(1);
    expect((await subscribeAgain(p)).body.data.renewal_resumed).toBe(true);
    await runJobs(renewAt);
    const renewals = (await paymentsOf(p.userId)).filter((x) => x.purpose === 'renewal');
    expect(renewals.map((r) => r.status)).toEqual(['succeeded']);
    const [after] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(after).toMatchObject({ status: 'active', autoRenew: true });
    expect(after!.expiresAt.getTime()).toBe(sub.expiresAt.getTime() + 86_400_000);
    // Unsubscribing and subscribing again over and over charges that period once.
    await runJobs(renewAt);
    expect((await paymentsOf(p.userId)).filter((x) => x.purpose === 'renewal')).toHaveLength(1);
  });

  it('lets an unsubscribed pack end at its paid end: not held, no charge, bought anew with a payment', async () => {
    const { p, sub, renewAt } = await buyAndUnsubscribe();
    await runJobs(renewAt);
    await runJobs(new Date(sub.expiresAt.getTime() + 60_000));
    expect(await paymentsOf(p.userId)).toHaveLength(1);
    await ctx.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, sub.id));
    expect(await packOf(p, 'daily-pack')).toMatchObject({
      is_subscribed: false,
      active_until: null,
    });
    expect(await subscribedToDaily(p)).toBe(false);
    expect((await startPayment(p, daily())).errorCode).toBe('00');
  });
});

describe('a pack whose period ended without renewal', () => {
  it('is not held anywhere: not subscribed in the store or the payment poll, buyable, not unsubscribable', async () => {
    const p = await signIn(app, config);
    const started = await startPayment(p, daily());
    await press(started.url, 'approve');
    expect((await statusOf(p, started.payment_id)).is_subscribed).toBe(true);
    // Still marked active, but its period is over (the renewal never ran).
    await ctx.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, p.userId));
    expect((await packOf(p, 'daily-pack')).is_subscribed).toBe(false);
    expect((await statusOf(p, started.payment_id)).is_subscribed).toBe(false);
    const refused = await p.call(unsubscribeTelenor, {
      body: {
        slug: 'daily-pack',
      },
    });
    expect([refused.status, refusalOf(refused).code]).toEqual([409, 'pack_not_subscribed']);
    expect((await startPayment(p, daily())).errorCode).toBe('00');
  });
});

describe('the hosted-page providers', () => {
  it.each([
    ['daily-pack', 'operator', 'slug'],
    ['monthly-champion-pack', 'paysenz', 'slug'],
    ['mega-bundle-weekly', 'ghoori', 'bundle id'],
  ] as const)(
    '%s (%s): a hosted page to approve, and unsubscribing cancels at the provider by %s',
    async (slug, provider, by) => {
      const p = await signIn(app, config);
      const id = packIds[slug]!;
      const started = await startPayment(p, id);
      expect(started.errorCode).toBe('00');
      expect(started.url).toBe(`/dev/sandbox/checkout/${started.payment_id}`);
      const [payment] = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.id, started.payment_id));
      expect(payment!.provider).toBe(provider);
      await press(started.url, 'approve');
      expect((await statusOf(p, started.payment_id)).is_subscribed).toBe(true);
      const res = await p.call(unsubscribeTelenor, { body: { slug } });
      expect(res.body.data.success).toBe(true);
      expect(sandbox.cancelled.at(-1)).toEqual({
        provider,
        reference: by === 'slug' ? slug : String(id),
      });
    },
  );
});

describe('mobile-wallet agreement', () => {
  it('asks for the wallet number first, makes the agreement on approval, and cancels it', async () => {
    const p = await signIn(app, config);
    const id = packIds['coin-bundle-1000']!;
    expect((await packOf(p, 'coin-bundle-1000')).is_on_demand).toBe(true);
    const needs = await p.call(createPayment, {
      body: {
        id,
        type: 'bundle',
      },
    });
    expect([needs.status, refusalOf(needs).code]).toEqual([409, 'agreement_required']);
    const wrong = await p.call(createAgreement, {
      body: {
        id: daily(),
        payerReference: '01812345678',
      },
    });
    expect([wrong.status, refusalOf(wrong).code]).toEqual([409, 'payment_method_mismatch']);

    const res = await p.call(createAgreement, {
      body: {
        id,
        payerReference: '01812345678',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.errorCode).toBe('00');
    const page = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(page.body).toContain('01812345678');
    await press(res.body.data.url, 'approve');

    const user = (await p.call(currentUser)).body.data;
    expect(user.active_agreement).toMatch(/^AGR-/);
    expect(await packOf(p, 'coin-bundle-1000')).toMatchObject({
      is_subscribed: true,
      auto_renew: false,
      renewable: false,
    });
    // A bundle that never renews has no renewal to stop, nor one to turn back on.
    const stop = await p.call(unsubscribeTelenor, {
      body: {
        slug: 'coin-bundle-1000',
      },
    });
    expect([stop.status, refusalOf(stop).code]).toEqual([409, 'pack_not_renewing']);
    const again = await p.call(createAgreement, {
      body: {
        id,
        payerReference: '01812345678',
      },
    });
    expect([again.status, refusalOf(again).code]).toEqual([409, 'already_subscribed']);

    const cancel = await p.call(cancelAgreement, {
      body: {
        agreementID: user.active_agreement!,
      },
    });
    expect(cancel.status).toBe(200);
    expect((await p.call(currentUser)).body.data.active_agreement).toBeNull();
    const twice = await p.call(cancelAgreement, {
      body: {
        agreementID: user.active_agreement!,
      },
    });
    expect(twice.status).toBe(404);
    const rows = await ctx.db
      .select()
      .from(paymentAgreements)
      .where(eq(paymentAgreements.userId, p.userId));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('charges an existing agreement without a page (errorCode other than "00")', async () => {
    const p = await signIn(app, config);
    await ctx.db.insert(paymentAgreements).values({
      userId: p.userId,
      provider: 'nagorik',
      agreementId: `AGR-test-${p.userId}`,
      payerReference: '01812345678',
      status: 'active',
    });
    const started = await startPayment(p, packIds['coin-bundle-1000']!);
    expect(started.errorCode).not.toBe('00');
    expect(started.url).toBe('');
    await sandbox.idle();
    expect((await statusOf(p, started.payment_id)).status).toBe('succeeded');
  });
});

describe('a double-tapped wallet purchase', () => {
  it('charges the agreement once', async () => {
    const p = await signIn(app, config);
    await ctx.db.insert(paymentAgreements).values({
      userId: p.userId,
      provider: 'nagorik',
      agreementId: `AGR-tap-${p.userId}`,
      payerReference: '01812345678',
      status: 'active',
    });
    const id = packIds['coin-bundle-1000']!;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => p.call(createPayment, { body: { id, type: 'bundle' } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(['payment_in_progress', 'already_subscribed']).toContain(refusalOf(r).code);
    }
    await sandbox.idle();
    const charged = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, p.userId), eq(payments.packId, id)));
    expect(charged).toHaveLength(1);
  });

  it.skipIf(!onPostgres)(
    "refuses the second tap when the first one's charge went through while it waited",
    async () => {
      const p = await signIn(app, config);
      const agreementId = `AGR-tap2-${p.userId}`;
      await ctx.db.insert(paymentAgreements).values({
        userId: p.userId,
        provider: 'nagorik',
        agreementId,
        payerReference: '01812345678',
        status: 'active',
      });
      const id = packIds['coin-bundle-1000']!;
      let second: ReturnType<typeof p.call<typeof createPayment>> | undefined;
      await ctx.db.transaction(async (tx) => {
        // The first tap holds the agreement while its payment is written.
        await tx
          .select()
          .from(paymentAgreements)
          .where(eq(paymentAgreements.agreementId, agreementId))
          .for('update');
        // The second tap finds the pack not held yet, and waits for the agreement.
        second = p.call(createPayment, { body: { id, type: 'bundle' } });
        await waitForLockWaiter(ctx);
        // Meanwhile the first tap's charge went through: the pack holds now.
        const now = new Date();
        await tx.insert(subscriptions).values({
          userId: p.userId,
          packId: id,
          autoRenew: false,
          startedAt: now,
          expiresAt: new Date(now.getTime() + 7 * 86_400_000),
          providerRef: 'nagorik',
        });
      });
      const res = await second!;
      expect([res.status, refusalOf(res).code]).toEqual([409, 'already_subscribed']);
      await sandbox.idle();
      const charged = await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, p.userId), eq(payments.packId, id)));
      expect(charged).toEqual([]);
    },
  );
});

describe('auto-renewal', () => {
  const buyDaily = async () => {
    const p = await signIn(app, config);
    const started = await startPayment(p, daily());
    await press(started.url, 'approve');
    const [sub] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    // Half an hour before the end: inside the renewal window.
    return { p, sub: sub!, renewAt: new Date(sub!.expiresAt.getTime() - 30 * 60_000) };
  };
  const renewalsOf = (userId: number) =>
    ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.purpose, 'renewal')));
  const notified = (userId: number, kind: string) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  it('renews before expiry: a new period, coins, a history row and a notification, once', async () => {
    const { p, sub, renewAt } = await buyDaily();
    const before = await getBalance(ctx.db, p.userId);
    // Not before the window opens.
    await runJobs(new Date(renewAt.getTime() - 3_600_000));
    expect(await renewalsOf(p.userId)).toEqual([]);

    // Two workers at once, then a third: one charge.
    await Promise.all([queue.runDue({ now: renewAt }), queue.runDue({ now: renewAt })]);
    await sandbox.idle();
    await runJobs(renewAt);

    const [after] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(after!.status).toBe('active');
    expect(after!.expiresAt.getTime()).toBe(sub.expiresAt.getTime() + 86_400_000);
    expect(await renewalsOf(p.userId)).toHaveLength(1);
    expect(await purchaseRows(p.userId)).toHaveLength(2);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    expect(await notified(p.userId, 'pack_renewed')).toHaveLength(1);
    expect(await notificationIn(app, p, 'en', 'pack_renewed')).toEqual({
      title: 'Daily Quiz Pack renewed',
      body: 'Your Daily Quiz Pack was renewed for 10 LKR and 50 coins were added.',
    });
    // All in Myanmar: the pack's Myanmar title, the price by the one currency rule.
    expect(await notificationIn(app, p, 'mm', 'pack_renewed')).toEqual({
      title: 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ် သက်တမ်းတိုးပြီးပါပြီ',
      body: 'သင့် နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ် ကို ၁၀ MMK ဖြင့် သက်တမ်းတိုးပြီး ဒင်္ဂါး ၅၀ ထည့်ပေးပြီးပါပြီ။',
    });
    expect(await subscribedToDaily(p)).toBe(true);
  });

  it('a failed renewal charge lapses the pack and notifies the player', async () => {
    const { p, renewAt } = await buyDaily();
    sandbox.switches.failRenewals = true;
    try {
      await runJobs(renewAt);
    } finally {
      sandbox.switches.failRenewals = false;
    }
    const [sub] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(sub!.status).toBe('lapsed');
    expect((await renewalsOf(p.userId)).map((r) => r.status)).toEqual(['failed']);
    expect((await packOf(p, 'daily-pack')).is_subscribed).toBe(false);
    expect(await subscribedToDaily(p)).toBe(false);
    expect(await purchaseRows(p.userId)).toHaveLength(1);
    expect(await notified(p.userId, 'pack_lapsed')).toHaveLength(1);
    expect(await notificationIn(app, p, 'en', 'pack_lapsed')).toEqual({
      title: 'Daily Quiz Pack ended',
      body: 'We could not renew your Daily Quiz Pack. Subscribe again from the store to keep playing.',
    });
    expect(await notificationIn(app, p, 'mm', 'pack_lapsed')).toEqual({
      title: 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ် သက်တမ်းကုန်သွားပါပြီ',
      body: 'သင့် နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ် ကို သက်တမ်းတိုး၍ မရပါ။ ဆက်ကစားရန် စတိုးမှ ပြန်လည် စာရင်းသွင်းပါ။',
    });
  });

  it('does not renew a pack the player unsubscribed from', async () => {
    const { p, renewAt } = await buyDaily();
    await p.call(unsubscribeTelenor, { body: { slug: 'daily-pack' } });
    await runJobs(renewAt);
    expect(await renewalsOf(p.userId)).toEqual([]);
  });

  /**
   * The renewal job alone for `sub` (the queue would go on to renew the fresh period too), with
   * `meanwhile` run after it has decided to charge and before the charge reaches the provider.
   */
  async function renewBeforeCharging(
    sub: { id: number; expiresAt: Date },
    renewAt: Date,
    meanwhile: (paymentId: string) => Promise<void>,
  ) {
    const charge = sandbox.charge.bind(sandbox);
    const spy = vi.spyOn(sandbox, 'charge').mockImplementation(async (pay, opts) => {
      await meanwhile(pay.paymentId);
      return charge(pay, opts);
    });
    try {
      await renewalJob(ctx)(
        ctx.db,
        { subscription_id: sub.id, expires_at: sub.expiresAt.toISOString() },
        { id: 0, name: PACK_RENEWAL_JOB, key: 'test', attempt: 1, maxAttempts: 5, now: renewAt },
      );
      await sandbox.idle();
    } finally {
      spy.mockRestore();
    }
  }

  it('a renewal charged as the player unsubscribes buys its period once, and nothing renews after it', async () => {
    const { p, sub, renewAt } = await buyDaily();
    const before = await getBalance(ctx.db, p.userId);
    // The renewal has read the subscription as due; the player unsubscribes before the charge.
    await renewBeforeCharging(sub, renewAt, async () => {
      const res = await p.call(unsubscribeTelenor, { body: { slug: 'daily-pack' } });
      expect(res.status).toBe(200);
    });
    const [renewal] = await renewalsOf(p.userId);
    // Paid, so granted: one more period, which does not renew.
    expect(renewal!.status).toBe('succeeded');
    const [after] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(after).toMatchObject({ status: 'active', autoRenew: false });
    expect(after!.expiresAt.getTime()).toBe(sub.expiresAt.getTime() + 86_400_000);
    expect(await subscribedToDaily(p)).toBe(true);
    expect(await purchaseRows(p.userId)).toHaveLength(2);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    // Its callback again changes nothing.
    const delivered = sandbox.deliveries.find((d) => d.callback.payment_id === renewal!.id);
    const again = await callback(delivered!.callback);
    expect([again.status, again.body.data.applied]).toEqual([200, false]);
    expect(await purchaseRows(p.userId)).toHaveLength(2);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    // The granted period's end charges nothing.
    await runJobs(new Date(after!.expiresAt.getTime() - 30 * 60_000));
    expect(await renewalsOf(p.userId)).toHaveLength(1);
  });

  it('a renewal charged after reconciliation abandoned it is granted once: paid means granted', async () => {
    const { p, sub, renewAt } = await buyDaily();
    const before = await getBalance(ctx.db, p.userId);
    // The renewal has passed its pending check; before its charge reaches the provider, the
    // reconciliation (an hour on, the provider still not knowing it) gives up on it.
    await renewBeforeCharging(sub, renewAt, async (paymentId) => {
      await ctx.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
        .where(eq(payments.id, paymentId));
      const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
      await reconcilePayment(ctx, row!);
    });
    const [renewal] = await renewalsOf(p.userId);
    const delivered = sandbox.deliveries.filter((d) => d.callback.payment_id === renewal!.id);
    expect(delivered.map((d) => [d.callback.status, d.httpStatus])).toEqual([['succeeded', 200]]);
    expect(renewal!.status).toBe('succeeded');
    expect(await subscribedToDaily(p)).toBe(true);
    expect(await purchaseRows(p.userId)).toHaveLength(2);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    // The same callback again changes nothing.
    const again = await callback(delivered[0]!.callback);
    expect([again.status, again.body.data.applied]).toEqual([200, false]);
    expect(await purchaseRows(p.userId)).toHaveLength(2);
    expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    const active = await ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, p.userId), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(1);
  });
});

describe('the provider is called outside any transaction (PostgreSQL)', () => {
  const buyDaily = async () => {
    const p = await signIn(app, config);
    await press((await startPayment(p, daily())).url, 'approve');
    const [sub] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    return { p, sub: sub!, renewAt: new Date(sub!.expiresAt.getTime() - 30 * 60_000) };
  };
  const jobInfo = (name: string, now = new Date()): JobInfo => ({
    id: 0,
    name,
    key: 'test',
    attempt: 1,
    maxAttempts: 5,
    now,
  });
  /**
   * Whether some transaction holds a lock the payment's work takes: the payment's row, its
   * subscription's, or the queue jobs keyed on either (a claim held across the provider's call).
   */
  const lockedAround = async (paymentId: string) => {
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    const jobKeys = [paymentId, `${payment!.subscriptionId ?? 0}:%`];
    try {
      await ctx.db.transaction(async (tx) => {
        await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.id, paymentId))
          .for('update', { noWait: true });
        await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.id, payment!.subscriptionId ?? 0))
          .for('update', { noWait: true });
        await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(or(eq(jobs.key, jobKeys[0]!), like(jobs.key, jobKeys[1]!)))
          .for('update', { noWait: true });
      });
      return false;
    } catch {
      return true;
    }
  };

  it.skipIf(!onPostgres)(
    'reconciliation (poll and job) and renewal hold no transaction while the provider answers',
    async () => {
      const locked: Array<[string, boolean]> = [];
      const status = sandbox.status.bind(sandbox);
      const charge = sandbox.charge.bind(sandbox);
      const statusSpy = vi.spyOn(sandbox, 'status').mockImplementation(async (id) => {
        locked.push(['status', await lockedAround(id)]);
        return status(id);
      });
      const chargeSpy = vi.spyOn(sandbox, 'charge').mockImplementation(async (pay, opts) => {
        locked.push(['charge', await lockedAround(pay.paymentId)]);
        return charge(pay, opts);
      });
      try {
        const p = await signIn(app, config);
        const { paymentId } = await approvedButNotCalledBack(p);
        const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
        await reconcilePayment(ctx, row!);
        expect((await statusOf(p, paymentId)).status).toBe('succeeded');

        const { paymentId: second } = await approvedButNotCalledBack(await signIn(app, config));
        await runJobs(new Date(Date.now() + (config.paymentReconcileAfterMinutes + 1) * 60_000));
        const [settled] = await ctx.db.select().from(payments).where(eq(payments.id, second));
        expect(settled!.status).toBe('succeeded');

        const { renewAt } = await buyDaily();
        // No callback for the renewal: it would settle in a transaction of its own, which the
        // probe of the renewal's reconciliation would see.
        sandbox.switches.dropCallbacks = 1_000;
        await runJobs(renewAt);
      } finally {
        sandbox.switches.dropCallbacks = 0;
        statusSpy.mockRestore();
        chargeSpy.mockRestore();
      }
      expect(locked.some(([call]) => call === 'charge')).toBe(true);
      expect(locked.filter(([, held]) => held)).toEqual([]);
    },
  );

  it.skipIf(!onPostgres)(
    'reconciling one payment many times at once grants it once: one subscription, one history row, coins once',
    async () => {
      const p = await signIn(app, config);
      const before = await getBalance(ctx.db, p.userId);
      const { paymentId, callback: cb } = await approvedButNotCalledBack(p);
      const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
      const job = reconcileJob(ctx);
      await Promise.all([
        ...Array.from({ length: 6 }, () => reconcilePayment(ctx, row!)),
        ...Array.from({ length: 4 }, () =>
          job(ctx.db, { payment_id: paymentId }, jobInfo(PAYMENT_RECONCILE_JOB)),
        ),
      ]);
      expect(await purchaseRows(p.userId)).toHaveLength(1);
      const subs = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, p.userId));
      expect(subs).toHaveLength(1);
      expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
      expect((await callback(cb)).body.data.applied).toBe(false);
    },
  );

  it.skipIf(!onPostgres)(
    'renewing one period many times at once charges and grants it once',
    async () => {
      const { p, sub, renewAt } = await buyDaily();
      const before = await getBalance(ctx.db, p.userId);
      const payload = { subscription_id: sub.id, expires_at: sub.expiresAt.toISOString() };
      const job = renewalJob(ctx);
      // Runs of the same period's job, as a retry or a worker whose lease ran out would make.
      await Promise.all([
        ...Array.from({ length: 4 }, () =>
          job(ctx.db, payload, jobInfo(PACK_RENEWAL_JOB, renewAt)),
        ),
        queue.runDue({ now: renewAt }),
      ]);
      await sandbox.idle();
      await runJobs(renewAt);
      const renewals = await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, p.userId), eq(payments.purpose, 'renewal')));
      expect(renewals.map((r) => r.status)).toEqual(['succeeded']);
      const charged = sandbox.deliveries.filter((d) => d.callback.payment_id === renewals[0]!.id);
      expect(charged).toHaveLength(1);
      const [after] = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, p.userId));
      expect(after!.expiresAt.getTime()).toBe(sub.expiresAt.getTime() + 86_400_000);
      expect(await purchaseRows(p.userId)).toHaveLength(2);
      expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
      const renewed = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, p.userId), eq(notifications.kind, 'pack_renewed')));
      expect(renewed).toHaveLength(1);
    },
  );
});

describe('unsubscribe, subscribe again and renewal at once (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'charge the period once: no purchase payment, one renewal, one grant',
    async () => {
      const p = await signIn(app, config);
      await press((await startPayment(p, daily())).url, 'approve');
      const [sub] = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, p.userId));
      const renewAt = new Date(sub!.expiresAt.getTime() - 30 * 60_000);
      const before = await getBalance(ctx.db, p.userId);
      const job = renewalJob(ctx);
      const payload = { subscription_id: sub!.id, expires_at: sub!.expiresAt.toISOString() };
      const info: JobInfo = {
        id: 0,
        name: PACK_RENEWAL_JOB,
        key: 'test',
        attempt: 1,
        maxAttempts: 5,
        now: renewAt,
      };
      const unsubscribeNow = () => p.call(unsubscribeTelenor, { body: { slug: 'daily-pack' } });
      const subscribeNow = () => p.call(createPayment, { body: { id: daily(), type: 'bundle' } });
      const replies = await Promise.all([
        unsubscribeNow(),
        subscribeNow(),
        job(ctx.db, payload, info).then(() => null),
        unsubscribeNow(),
        subscribeNow(),
        queue.runDue({ now: renewAt }).then(() => null),
        subscribeNow(),
        job(ctx.db, payload, info).then(() => null),
      ]);
      await sandbox.idle();
      for (const r of replies) if (r) expect([200, 409]).toContain(r.status);
      // Renewal on at the end (if the last word was an unsubscribe), then the window's jobs.
      expect([200, 409]).toContain((await subscribeNow()).status);
      await runJobs(renewAt);

      const all = await ctx.db.select().from(payments).where(eq(payments.userId, p.userId));
      expect(all.filter((x) => x.purpose === 'purchase')).toHaveLength(1);
      const renewals = all.filter((x) => x.purpose === 'renewal');
      expect(renewals.map((r) => r.status)).toEqual(['succeeded']);
      const charged = sandbox.deliveries.filter((d) => d.callback.payment_id === renewals[0]!.id);
      expect(charged).toHaveLength(1);
      const [after] = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, p.userId));
      expect(after!.expiresAt.getTime()).toBe(sub!.expiresAt.getTime() + 86_400_000);
      expect(await purchaseRows(p.userId)).toHaveLength(2);
      expect((await getBalance(ctx.db, p.userId)).coins).toBe(before.coins + 50);
    },
  );
});

describe("in the player's language", () => {
  const inMyanmar = { headers: { 'accept-language': 'my' } };

  it('gives pack titles and captions in Myanmar, English where a translation is missing', async () => {
    const [untranslated] = await ctx.db
      .insert(packs)
      .values({
        slug: `untranslated-${Date.now()}`,
        title: 'Untranslated Pack',
        caption: 'Only in English',
        priceMinor: 500,
        currency: 'LKR',
        validityDays: 1,
        provider: 'operator',
        sortOrder: 99,
      })
      .returning();
    const p = await signIn(app, config);
    const mm = await p.call(tournamentPacks, inMyanmar);
    expect(mm.status).toBe(200);
    expect(mm.body.data.time_zone).toBe(config.timezone);
    const mmOf = (slug: string) => mm.body.data.packages.find((x) => x.slug === slug);
    expect(mmOf('daily-pack')).toMatchObject({
      title: 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ်',
      caption: 'နေ့စဉ် ပြိုင်ပွဲအားလုံး ၁ ရက်၊ အလိုအလျောက် သက်တမ်းတိုးသည်',
      // Prices stay data: the screens label them by the one currency rule.
      price: 10,
      currency: 'LKR',
    });
    expect(mmOf(untranslated!.slug)).toMatchObject({
      title: 'Untranslated Pack',
      caption: 'Only in English',
    });
    expect(await packOf(p, 'daily-pack')).toMatchObject({
      title: 'Daily Quiz Pack',
      caption: 'All daily tournaments for 1 day, renews automatically',
    });
    await ctx.db.update(packs).set({ active: false }).where(eq(packs.id, untranslated!.id));
  });

  it('names the pack in Myanmar on the payment poll and in purchase history', async () => {
    const p = await signIn(app, config);
    const started = await startPayment(p, daily());
    await press(started.url, 'approve');
    const poll = await p.call(paymentStatus, {
      params: { payment_id: started.payment_id },
      ...inMyanmar,
    });
    expect(poll.body.data).toMatchObject({
      status: 'succeeded',
      title: 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ်',
    });
    const history = await p.call(purchaseHistory, { body: {}, ...inMyanmar });
    expect(history.body.data.history).toEqual([
      expect.objectContaining({ title: 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ်', price: 10, currency: 'LKR' }),
    ]);
    expect((await statusOf(p, started.payment_id)).title).toBe('Daily Quiz Pack');
  });
});
