import { describe, expect, it } from 'vitest';

import { games, users } from '../../tables';
import { ensureDevAdmin } from '../console';
import { rollUpDays } from './rollup';
import { signIn, uniqueMsisdn } from '../../../tests/helpers/client';
import { ManualClock } from '../../../tests/helpers/clock';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { analyticsRetention } from '@contract/routes/console-analytics';
import { refusalOf } from '../../../tests/helpers/call';

// Days are Dhaka days (UTC+6): 00:30 there is 18:30 UTC the day before.
const { app, ctx, config } = await useTestApp({ OPERATOR_TIMEZONE: 'Asia/Dhaka' });
await ensureDevAdmin(ctx);
const at = (local: string) => new Date(`${local}+06:00`);
const clock = new ManualClock(at('2025-03-20T12:00:00').getTime());
ctx.clock = clock;

/**
 * Weeks start on Saturday. W0 = 22-28 Feb, W1 = 1-7 Mar, W2 = 8-14 Mar.
 * d: first 27 Feb (W0), then 1 Mar (day 2: neither D1 nor D7).
 * a: first 1 Mar at 00:30 (still 28 Feb in UTC), then 2 Mar (D1), 8 Mar (D7), 31 Mar (D30).
 * b: first 3 Mar, then 4 Mar (D1) and 2 Apr (D30). c: first 7 Mar, then 9 Mar (day 2).
 * e: first 8 Mar (W2), then 9 Mar (D1).
 */
async function seed() {
  const ids = await ctx.db
    .insert(users)
    .values(['a', 'b', 'c', 'd', 'e'].map((n) => ({ msisdn: uniqueMsisdn(), name: `Ret ${n}` })))
    .returning({ id: users.id });
  const [a, b, c, d, e] = ids.map((u) => u.id);
  const plays: Array<[number, string]> = [
    [d!, '2025-02-27T10:00:00'],
    [d!, '2025-03-01T10:00:00'],
    [a!, '2025-03-01T00:30:00'],
    [a!, '2025-03-02T23:50:00'],
    [a!, '2025-03-08T09:00:00'],
    [a!, '2025-03-31T09:00:00'],
    [b!, '2025-03-03T09:00:00'],
    [b!, '2025-03-04T09:00:00'],
    [b!, '2025-04-02T09:00:00'],
    [c!, '2025-03-07T09:00:00'],
    [c!, '2025-03-09T09:00:00'],
    [e!, '2025-03-08T09:00:00'],
    [e!, '2025-03-09T09:00:00'],
  ];
  await ctx.db.insert(games).values(
    plays.map(([userId, local]) => ({
      userId,
      kind: 'topic' as const,
      questionCount: 10,
      startedAt: at(local),
    })),
  );
  // Two overlapping runs, as the job redoes its last days: a first day only moves earlier.
  await ctx.db.transaction((tx) =>
    rollUpDays(
      tx,
      { from: '2025-03-01', to: '2025-04-10' },
      config.timezone,
      at('2025-04-10T23:00:00'),
    ),
  );
  await ctx.db.transaction((tx) =>
    rollUpDays(
      tx,
      { from: '2025-02-20', to: '2025-03-02' },
      config.timezone,
      at('2025-04-10T23:00:00'),
    ),
  );
}
await seed();

const weeks = { query: { from: '2025-02-25', to: '2025-03-09' } };

describe(analyticsRetention, () => {
  it('gives each week its new players and D1, D7, D30 shares, null while too young', async () => {
    const admin = await signInDevAdmin(app);
    clock.jump(at('2025-03-20T12:00:00').getTime() - clock.now().getTime());
    const young = await admin.call(analyticsRetention, weeks);
    expect(young.status).toBe(200);
    expect(young.body.data.cohorts).toEqual([
      { week: '2025-02-22', players: 1, d1: 0, d7: 0, d30: null },
      { week: '2025-03-01', players: 3, d1: 2 / 3, d7: 1 / 3, d30: null },
      // 14 Mar + 7 is 21 Mar: not over on the 20th.
      { week: '2025-03-08', players: 1, d1: 1, d7: null, d30: null },
    ]);
    clock.jump(at('2025-04-20T12:00:00').getTime() - clock.now().getTime());
    const old = await admin.call(analyticsRetention, weeks);
    expect(old.body.data.cohorts).toEqual([
      { week: '2025-02-22', players: 1, d1: 0, d7: 0, d30: 0 },
      { week: '2025-03-01', players: 3, d1: 2 / 3, d7: 1 / 3, d30: 2 / 3 },
      { week: '2025-03-08', players: 1, d1: 1, d7: 0, d30: 0 },
    ]);
  });

  it('answers a week without new players with zero players and null shares', async () => {
    const admin = await signInDevAdmin(app);
    const res = await admin.call(analyticsRetention, {
      query: { from: '2025-01-04', to: '2025-01-10' },
    });
    expect(res.body.data.cohorts).toEqual([
      { week: '2025-01-04', players: 0, d1: null, d7: null, d30: null },
    ]);
  });

  it('names the field of a bad range with 422', async () => {
    const admin = await signInDevAdmin(app);
    for (const [query, field] of [
      [{ from: '2025-03-09', to: '2025-03-01' }, 'to'],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'from'],
      [{ from: '2025-03-01' }, 'to'],
      [{ from: '2024-01-01', to: '2025-12-31' }, 'to'],
    ] as const) {
      // Some of these ranges the route's types refuse (a missing end).
      const res = await admin.callRaw(analyticsRetention, { query });
      const what = JSON.stringify(query);
      expect(res.status, what).toBe(422);
      expect(Object.keys(refusalOf(res).errors!), what).toContain(field);
    }
  });

  it('opens to analysts and admins only; a player’s token opens nothing', async () => {
    const admin = await signInDevAdmin(app);
    for (const role of ['analyst', 'editor', 'support'] as const) {
      const member = await inviteStaff(admin, role);
      const staff = await signInStaff(app, member.email, member.password);
      const res = await staff.call(analyticsRetention, weeks);
      expect(res.status, role).toBe(role === 'analyst' ? 200 : 403);
    }
    const player = await signIn(app, config);
    expect((await player.call(analyticsRetention, weeks)).status).toBe(401);
  }, 120_000);
});
