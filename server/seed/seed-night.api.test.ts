import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { broadcasts, heldBroadcasts, notifications, topics } from '../tables';
import { signIn } from '../../tests/helpers/client';
import { useTestApp } from '../../tests/helpers/context';
import { listPromotions } from '../modules/notifications/service';
import { standingOf } from '../modules/packs';
import { seedIfEmpty } from '.';

const { app, ctx, config } = await useTestApp();
const dhaka = (at: string) => new Date(`2026-11-26T${at}+06:00`);

describe('a first start in the quiet hours', () => {
  it('publishes the demo content without a word to anyone, and holds the demo promotions until 08:00', async () => {
    const seededAt = dhaka('07:26:00');
    expect(
      await seedIfEmpty(ctx.db, config.rules, {
        demoPlayers: true,
        timeZone: config.timezone,
        now: seededAt,
      }),
    ).toBe(true);

    // Demo content is published through the one publish path, and announced to nobody.
    const all = await ctx.db.select({ published: topics.published }).from(topics);
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.every((t) => t.published)).toBe(true);
    expect(await ctx.db.select().from(broadcasts)).toEqual([]);
    expect(await ctx.db.select().from(heldBroadcasts)).toEqual([]);
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.kind, 'new_topic')),
    ).toEqual([]);

    const player = await signIn(app, config);
    // The player's promotions list as it reads at each moment on the operator's clock.
    const reader = { id: player.userId, sessionId: 0, tokenHash: '' };
    const at = async (when: Date) =>
      (await listPromotions(ctx, reader, 'en', standingOf, when)).promotions;
    expect(await at(dhaka('07:30:00'))).toEqual([]);
    expect(await at(dhaka('07:59:59'))).toEqual([]);
    const morning = await at(dhaka('08:00:00'));
    expect(morning.map((p) => p.title)).toContain('Welcome to Quiz Arena!');
    expect(morning).toHaveLength(3);
  });
});
