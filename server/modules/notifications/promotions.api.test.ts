import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { packs, promotions, subscriptions } from '../../tables';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import type { AuthUser } from '../../context';
import type { Language } from '../../lib/language';
import { createPromotion, endPromotion, updatePromotion } from './promotions';
import { listPromotions } from './service';
import { standingOf } from '../packs';
import { promotions as promotionsRoute } from '@contract/routes/notifications';

// Operator time is Asia/Dhaka (UTC+6) in the test configuration.
const { app, ctx, config } = await useTestApp();
const tz = config.timezone;

let packId = 0;
beforeAll(async () => {
  const [pack] = await ctx.db
    .insert(packs)
    .values({
      slug: `promo-pack-${Date.now()}`,
      title: 'Promo Pack',
      priceMinor: 500,
      currency: 'LKR',
      validityDays: 7,
      provider: 'operator',
    })
    .returning();
  packId = pack!.id;
});

const promotion = (over: Record<string, unknown> = {}) => ({
  title: 'Double coins weekend',
  title_mm: 'ဒင်္ဂါး နှစ်ဆ စနေ၊ တနင်္ဂနွေ',
  body: 'Every correct answer pays double.',
  body_mm: 'အဖြေမှန်တိုင်း နှစ်ဆ ရမည်။',
  audience: 'all',
  starts_at: '2026-12-01T04:00:00Z', // 10:00 in Dhaka
  ends_at: '2026-12-03T04:00:00Z',
  reason: 'Weekend campaign',
  ...over,
});

const create = (input: unknown) => ctx.db.transaction((tx) => createPromotion(tx, input, tz));
const seen = async (player: Player, at: string, lang: Language = 'en') => {
  const auth = { id: player.userId } as AuthUser;
  return (await listPromotions(ctx, auth, lang, standingOf, new Date(at))).promotions;
};
const titles = async (player: Player, at: string, lang: Language = 'en') =>
  (await seen(player, at, lang)).map((p) => p.title);

async function subscribe(player: Player, status: 'active' | 'lapsed', expiresAt: string) {
  await ctx.db.insert(subscriptions).values({
    userId: player.userId,
    packId,
    status,
    autoRenew: false,
    startedAt: new Date('2026-11-01T00:00:00Z'),
    expiresAt: new Date(expiresAt),
  });
}

describe('promotions', () => {
  it('validation errors name the field', async () => {
    await expect(create(promotion({ title: '' }))).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { title: [expect.any(String)] },
    });
    await expect(create(promotion({ audience: 'everyone' }))).rejects.toMatchObject({
      fields: { audience: [expect.any(String)] },
    });
    await expect(create(promotion({ ends_at: '2026-11-30T00:00:00Z' }))).rejects.toMatchObject({
      fields: { ends_at: ['The end must be after the start'] },
    });
    const { after } = await create(promotion({ title: 'Valid window' }));
    await expect(
      ctx.db.transaction((tx) =>
        updatePromotion(tx, after.id, { starts_at: '2026-12-05T00:00:00Z', reason: 'Later' }, tz),
      ),
    ).rejects.toMatchObject({ fields: { starts_at: [expect.any(String)] } });
    await ctx.db.transaction((tx) => endPromotion(tx, after.id, new Date('2026-11-01T00:00:00Z')));
  });

  it('stores Myanmar typed in Zawgyi as Unicode and shows each reader their language', async () => {
    const { after } = await create(
      promotion({
        title: 'Myanmar week',
        title_mm: 'ျမန္မာ',
        starts_at: '2026-12-10T04:00:00Z',
        ends_at: '2026-12-11T04:00:00Z',
      }),
    );
    expect(after.title_mm).toBe('မြန်မာ');
    const [row] = await ctx.db.select().from(promotions).where(eq(promotions.id, after.id));
    expect(row!.titleMm).toBe('မြန်မာ');

    const player = await signIn(app, config);
    expect(await titles(player, '2026-12-10T05:00:00Z', 'mm')).toContain('မြန်မာ');
    expect(await titles(player, '2026-12-10T05:00:00Z', 'en')).toContain('Myanmar week');
  });

  it('reaches only its audience: all, running subscribers, or lapsed subscribers', async () => {
    const at = '2026-12-20T05:00:00Z';
    const window = { starts_at: '2026-12-20T04:00:00Z', ends_at: '2026-12-21T04:00:00Z' };
    await create(promotion({ ...window, title: 'For all', audience: 'all' }));
    await create(promotion({ ...window, title: 'For subscribers', audience: 'subscribers' }));
    await create(promotion({ ...window, title: 'Come back', audience: 'lapsed' }));

    const never = await signIn(app, config);
    const subscriber = await signIn(app, config);
    await subscribe(subscriber, 'active', '2026-12-25T00:00:00Z');
    const lapsed = await signIn(app, config);
    await subscribe(lapsed, 'lapsed', '2026-12-01T00:00:00Z');
    // Still marked active, but its period ran out before the promotion: lapsed too.
    const ranOut = await signIn(app, config);
    await subscribe(ranOut, 'active', '2026-12-19T00:00:00Z');

    expect((await titles(never, at)).sort()).toEqual(['For all']);
    expect((await titles(subscriber, at)).sort()).toEqual(['For all', 'For subscribers']);
    expect((await titles(lapsed, at)).sort()).toEqual(['Come back', 'For all']);
    expect((await titles(ranOut, at)).sort()).toEqual(['Come back', 'For all']);
  });

  it('shows it only inside its window, and no longer once ended', async () => {
    const { after } = await create(
      promotion({
        title: 'Windowed',
        starts_at: '2027-01-05T04:00:00Z',
        ends_at: '2027-01-06T04:00:00Z',
      }),
    );
    const player = await signIn(app, config);
    expect(await titles(player, '2027-01-05T03:59:00Z')).not.toContain('Windowed');
    expect(await titles(player, '2027-01-05T04:00:00Z')).toContain('Windowed');
    expect(await titles(player, '2027-01-06T04:00:00Z')).not.toContain('Windowed');

    const ended = await ctx.db.transaction((tx) =>
      endPromotion(tx, after.id, new Date('2027-01-05T06:00:00Z')),
    );
    expect(ended.before.ends_at).toBe('2027-01-06T04:00:00.000Z');
    expect(ended.after.ends_at).toBe('2027-01-05T06:00:00.000Z');
    expect(await titles(player, '2027-01-05T05:59:00Z')).toContain('Windowed');
    expect(await titles(player, '2027-01-05T06:00:00Z')).not.toContain('Windowed');
  });

  it('keeps the quiet hours: a start between midnight and 08:00 operator time waits for 08:00', async () => {
    const player = await signIn(app, config);
    // 02:00 in Dhaka: delivered at 08:00 (02:00 UTC).
    const night = await create(
      promotion({
        title: 'Night start',
        starts_at: '2027-02-01T20:00:00Z',
        ends_at: '2027-02-03T00:00:00Z',
      }),
    );
    expect(night.after.delivers_at).toBe('2027-02-02T02:00:00.000Z');
    expect(await titles(player, '2027-02-02T01:59:00Z')).not.toContain('Night start');
    expect(await titles(player, '2027-02-02T02:00:00Z')).toContain('Night start');

    // 23:30 in Dhaka is inside the hours: delivered at its start.
    const late = await create(
      promotion({
        title: 'Late start',
        starts_at: '2027-02-05T17:30:00Z',
        ends_at: '2027-02-06T17:30:00Z',
      }),
    );
    expect(late.after.delivers_at).toBe('2027-02-05T17:30:00.000Z');

    // Moving the start moves the delivery with it.
    const moved = await ctx.db.transaction((tx) =>
      updatePromotion(
        tx,
        late.after.id,
        { starts_at: '2027-02-05T19:00:00Z', reason: 'Later' },
        tz,
      ),
    );
    expect(moved.after.delivers_at).toBe('2027-02-06T02:00:00.000Z');
    expect(moved.before.delivers_at).toBe('2027-02-05T17:30:00.000Z');
  });

  it('the players’ promotions endpoint lists the running ones for the signed-in player', async () => {
    const now = Date.now();
    await create(
      promotion({
        title: 'Running now', // subscribers only: this player has no pack
        audience: 'subscribers',
        starts_at: new Date(now - 3 * 86_400_000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
      }),
    );
    await create(
      promotion({
        title: 'Running for all',
        starts_at: new Date(now - 3 * 86_400_000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
      }),
    );
    const player = await signIn(app, config);
    const res = await player.call(promotionsRoute);
    expect(res.status).toBe(200);
    const listed = res.body.data.promotions.map((p) => p.title);
    expect(listed).toContain('Running for all');
    expect(listed).not.toContain('Running now');
  });
});
