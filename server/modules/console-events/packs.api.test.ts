import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackChange } from '@contract/console-events';

import { auditLog, packs, payments, subscriptions } from '../../tables';
import { createJobQueue } from '../../scheduled-work';
import { sandboxOf } from '../payments/sandbox';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { notificationIn } from '../../../tests/helpers/notifications';
import { ensureDevAdmin } from '../console/staff';
import { listConsolePacks, updateConsolePack } from '@contract/routes/console-events';
import { createPayment, tournamentPacks } from '@contract/routes/packs';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);
const sandbox = sandboxOf(ctx);
const queue = createJobQueue(ctx);

let editor: Staff;
let packId = 0;
const slug = `console-pack-${process.env.VITEST_POOL_ID ?? 0}-${Date.now()}`;

beforeAll(async () => {
  const admin = await signInDevAdmin(app);
  const m = await inviteStaff(admin, 'editor');
  editor = await signInStaff(app, m.email, m.password);
  const [row] = await ctx.db
    .insert(packs)
    .values({
      slug,
      title: 'Evening Pack',
      titleMm: 'ညနေ ပက်ကေ့ချ်',
      priceMinor: 1000,
      currency: 'LKR',
      validityDays: 1,
      autoRenew: true,
      covers: ['DAILY'],
      provider: 'paysenz',
    })
    .returning();
  packId = row!.id;
});

/** Buys the pack through the sandbox's hosted page, as the store does. */
async function subscribe(p: Player) {
  const res = await p.call(createPayment, {
    body: {
      id: packId,
      type: 'bundle',
    },
  });
  expect(res.status, res.body.message).toBe(200);
  const approved = await app.inject({
    method: 'POST',
    url: `${res.body.data.url}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(approved.statusCode).toBe(303);
  await sandbox.idle();
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, p.userId), eq(subscriptions.packId, packId)));
  return sub!;
}

const change = (overrides: Partial<PackChange> = {}): PackChange & { reason: string } => ({
  title: 'Evening Pack',
  title_mm: 'ညနေ ပက်ကေ့ချ်',
  caption: '',
  caption_mm: '',
  price_minor: 1000,
  currency: 'LKR',
  validity_days: 1,
  auto_renew: true,
  covers: ['DAILY'],
  coins: 0,
  active: true,
  reason: 'Pricing review',
  ...overrides,
});

const renewals = (userId: number) =>
  ctx.db
    .select({ amount: payments.amountMinor, status: payments.status })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'renewal')))
    .orderBy(payments.createdAt);

describe('console packs', () => {
  it('a new price is told to subscribers first and charged from the first renewal on its date', async () => {
    const p = await signIn(app, config);
    const sub = await subscribe(p);

    const res = await editor.call(updateConsolePack, {
      params: { id: packId },
      body: change({ price_minor: 1500 }),
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.notified).toBe(1);
    const { pack } = res.body.data;
    expect(pack).toMatchObject({ price_minor: 1000, next_price_minor: 1500, subscribers: 1 });
    const from = new Date(pack.next_price_from!);
    // One validity period ahead: after this subscriber's next renewal period starts.
    expect(from.getTime()).toBeGreaterThan(sub.expiresAt.getTime());

    // Told beforehand, in each language.
    expect((await notificationIn(app, p, 'en', 'pack_price_change'))?.body).toContain(
      'renews at 15 LKR',
    );
    expect((await notificationIn(app, p, 'mm', 'pack_price_change'))?.title).toBe(
      'ညနေ ပက်ကေ့ချ် ဈေးနှုန်းအသစ်',
    );
    const store = await p.call(tournamentPacks);
    expect(store.body.data.packages.find((x) => x.slug === slug)?.price_minor).toBe(1000);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pack.update'), eq(auditLog.target, `pack:${packId}`)));
    expect(audit?.reason).toBe('Pricing review');

    // Saving again with the same price tells nobody twice.
    const again = await editor.call(updateConsolePack, {
      params: { id: packId },
      body: change({ price_minor: 1500 }),
    });
    expect(again.body.data.notified).toBe(0);

    // The clock through two renewals: the period starting before the date at the old price,
    // the one after it at the new.
    await queue.runDue({ now: new Date(sub.expiresAt.getTime() - 30 * 60_000) });
    await sandbox.idle();
    const [renewed] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    await queue.runDue({ now: new Date(renewed!.expiresAt.getTime() - 30 * 60_000) });
    await sandbox.idle();
    expect(await renewals(p.userId)).toEqual([
      { amount: 1000, status: 'succeeded' },
      { amount: 1500, status: 'succeeded' },
    ]);
  });

  it('applies at once while nobody renews, deactivates, and refuses bad input with 422 naming the field', async () => {
    const [other] = await ctx.db
      .insert(packs)
      .values({
        slug: `${slug}-b`,
        title: 'Mega Pack',
        priceMinor: 5000,
        currency: 'LKR',
        validityDays: 7,
        covers: ['MEGA'],
        provider: 'paysenz',
      })
      .returning();
    const res = await editor.call(updateConsolePack, {
      params: { id: other!.id },
      body: change({ title: 'Mega Pack', price_minor: 4000, covers: ['MEGA'], active: false }),
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      notified: 0,
      pack: { price_minor: 4000, next_price_minor: null, active: false },
    });
    const p = await signIn(app, config);
    const store = await p.call(tournamentPacks);
    expect(store.body.data.packages.map((x) => x.bundle_id)).not.toContain(other!.id);

    const bad = await editor.call(updateConsolePack, {
      params: { id: other!.id },
      body: {
        ...change(),
        price_minor: -5,
        covers: ['DAILY', 'DAILY'],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(refusalOf(bad).errors!).sort()).toEqual(['covers', 'price_minor']);
    const list = await editor.call(listConsolePacks);
    expect(list.body.data.packs.find((x) => x.id === other!.id)?.price_minor).toBe(4000);
    expect(
      (await editor.call(updateConsolePack, { params: { id: 999999 }, body: change() })).status,
    ).toBe(404);
  });

  it('says whether taxes are added to the price, and an edit that leaves it out keeps it', async () => {
    const put = (body: PackChange & { reason: string }) =>
      editor.call(updateConsolePack, { params: { id: packId }, body });
    const on = await put(change({ taxes_added: true }));
    expect(on.status, on.body.message).toBe(200);
    expect(on.body.data.pack.taxes_added).toBe(true);
    expect((await put(change({ title: 'Evening Pack' }))).body.data.pack.taxes_added).toBe(true);
    const p = await signIn(app, config);
    const store = await p.call(tournamentPacks);
    expect(store.body.data.packages.find((x) => x.bundle_id === packId)?.taxes_added).toBe(true);
    expect((await put(change({ taxes_added: false }))).body.data.pack.taxes_added).toBe(false);
    const bad = await put({ ...change(), taxes_added: 'yes' as unknown as boolean });
    expect(bad.status).toBe(422);
  });
});
