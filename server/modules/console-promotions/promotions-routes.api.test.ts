import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { localDigits } from '@contract/myanmar-text';

import { auditLog, packs, promotions, subscriptions } from '../../tables';
import { ensureDevAdmin } from '../console';
import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import {
  createPromotion,
  endPromotion,
  listPromotions,
  updatePromotion,
} from '@contract/routes/console-promotions';
import { promotions as promotionsRoute } from '@contract/routes/notifications';
import { type InputOf } from '@contract/endpoint';

// Operator time is Asia/Dhaka (UTC+6) in the test configuration.
const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
type PromotionInput = InputOf<typeof createPromotion>['body'];
const promotion = (over: Partial<PromotionInput> = {}): PromotionInput => ({
  title: 'Double coins weekend',
  title_mm: 'ဒင်္ဂါး နှစ်ဆ',
  body: 'Every correct answer pays double.',
  body_mm: 'အဖြေမှန်တိုင်း နှစ်ဆ ရမည်။',
  audience: 'all',
  starts_at: '2027-01-05T04:00:00Z', // 10:00 in Dhaka
  ends_at: '2027-01-06T04:00:00Z',
  reason: 'Weekend campaign',
  ...over,
});

const auditOf = (id: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `promotion:${id}`))
    .orderBy(auditLog.id);

describe('console promotions over HTTP', () => {
  it('creates, lists, updates and ends a promotion, each with its audit row', async () => {
    const admin = await signInDevAdmin(app);
    const created = await admin.call(createPromotion, { body: promotion({ title_mm: 'ျမန္မာ' }) });
    expect(created.status).toBe(200);
    const { id } = created.body.data.promotion;
    expect(created.body.data.promotion).toMatchObject({
      title_mm: 'မြန်မာ',
      audience: 'all',
      starts_at: '2027-01-05T04:00:00.000Z',
      delivers_at: '2027-01-05T04:00:00.000Z',
    });

    const list = await admin.call(listPromotions);
    expect(list.body.data.promotions.find((p) => p.id === id)?.title).toBe('Double coins weekend');

    // Moved to 02:00 in Dhaka: inside the quiet hours, so delivered at 08:00 (02:00 UTC).
    const updated = await admin.call(updatePromotion, {
      params: { id },
      body: {
        starts_at: '2027-01-04T20:00:00Z',
        audience: 'subscribers',
        reason: 'Start earlier',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.promotion).toMatchObject({
      audience: 'subscribers',
      starts_at: '2027-01-04T20:00:00.000Z',
      delivers_at: '2027-01-05T02:00:00.000Z',
    });

    const ended = await admin.call(endPromotion, {
      params: { id },
      body: {
        reason: 'Campaign cancelled',
      },
    });
    expect(ended.status).toBe(200);
    // Not started yet: it ends at its start and is never shown.
    expect(ended.body.data.promotion.ends_at).toBe('2027-01-04T20:00:00.000Z');

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.reason, a.staffEmail])).toEqual([
      ['promotion.create', 'Weekend campaign', 'admin@example.com'],
      ['promotion.update', 'Start earlier', 'admin@example.com'],
      ['promotion.end', 'Campaign cancelled', 'admin@example.com'],
    ]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]!.before).toMatchObject({ audience: 'all' });
    expect(audit[1]!.after).toMatchObject({ audience: 'subscribers' });
  });

  it('refuses a bad window or field with 422 naming it, an unknown id with 404, and changes nothing', async () => {
    const admin = await signInDevAdmin(app);
    const before = await ctx.db.$count(promotions);
    const backwards = await admin.call(createPromotion, {
      body: {
        ...promotion(),
        ends_at: '2027-01-01T00:00:00Z',
      },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.data).toMatchObject({ errors: { ends_at: expect.any(Array) } });
    // Without a reason and for an unknown audience: an input the route's types refuse.
    const noReason = await admin.callRaw(createPromotion, {
      body: {
        ...promotion(),
        reason: undefined,
        audience: 'everyone',
      },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.data).toMatchObject({
      errors: { reason: expect.any(Array), audience: expect.any(Array) },
    });
    expect(await ctx.db.$count(promotions)).toBe(before);

    const { body } = await admin.call(createPromotion, { body: promotion() });
    const id = body.data.promotion.id;
    // The new start is after the stored end: the field at fault is named.
    const late = await admin.call(updatePromotion, {
      params: { id },
      body: {
        starts_at: '2027-02-01T00:00:00Z',
        reason: 'Later',
      },
    });
    expect(late.status).toBe(422);
    expect(late.body.data).toMatchObject({ errors: { starts_at: expect.any(Array) } });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['promotion.create']);

    const missing = await admin.call(endPromotion, {
      params: { id: '2000000000' },
      body: {
        reason: 'Gone',
      },
    });
    expect(missing.status).toBe(404);
  });

  it('lets support see nothing and change nothing (403), with nothing written', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, invited.email, invited.password);
    const list = await support.call(listPromotions);
    expect(list.status).toBe(403);
    expect(list.body.data).toEqual({ code: 'forbidden' });
    const create = await support.call(createPromotion, { body: promotion() });
    expect(create.status).toBe(403);
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffEmail, invited.email), eq(auditLog.action, 'promotion.create')));
    expect(row).toBeUndefined();
  }, 120_000);

  it('reaches a subscriber, not a player who never subscribed, in their notifications and language', async () => {
    const admin = await signInDevAdmin(app);
    const now = Date.now();
    const title = `Subscribers only ${now}`;
    const res = await admin.call(createPromotion, {
      body: promotion({
        title,
        title_mm: `စာရင်းသွင်းသူများ ${now}`,
        audience: 'subscribers',
        // A window covering now; its start an hour back, whatever the hour, is already delivered
        // when the night's 08:00 has passed too, so the start is taken a day back.
        starts_at: iso(now - 24 * hour),
        ends_at: iso(now + hour),
      }),
    });
    expect(res.status).toBe(200);

    const [pack] = await ctx.db
      .insert(packs)
      .values({
        slug: `promo-http-${now}`,
        title: 'Promo Pack',
        priceMinor: 500,
        currency: 'LKR',
        validityDays: 7,
        provider: 'operator',
      })
      .returning();
    const subscriber = await signIn(app, config, { language: 'mm' });
    await ctx.db.insert(subscriptions).values({
      userId: subscriber.userId,
      packId: pack!.id,
      status: 'active',
      autoRenew: false,
      startedAt: new Date(now - 48 * hour),
      expiresAt: new Date(now + 48 * hour),
    });
    const never = await signIn(app, config);

    const seenBy = async (p: typeof never) =>
      (await p.call(promotionsRoute)).body.data.promotions.map((x) => x.title);
    // Digits are shown in Myanmar to a Myanmar reader.
    expect(await seenBy(subscriber)).toContain(localDigits(`စာရင်းသွင်းသူများ ${now}`, 'mm'));
    expect(await seenBy(never)).not.toContain(title);
  });
});
