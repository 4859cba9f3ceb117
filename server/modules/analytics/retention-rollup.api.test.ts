import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RetentionReply } from '@contract/console-analytics';
import { queryRows } from '../../db/client';
import { games } from '../../tables';
import { ensureDevAdmin } from '../console';
import { recordPlayDay } from '../retention';
import { rollUpDays, type RollupRun, runRollup } from './rollup';
import { signIn, type Player } from '../../../tests/helpers/client';
import { ManualClock } from '../../../tests/helpers/clock';
import { signInDevAdmin } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';

// Dhaka days (UTC+6).
const { app, ctx, config } = await useTestApp({ OPERATOR_TIMEZONE: 'Asia/Dhaka' });
await ensureDevAdmin(ctx);
const noon = (day: string) => new Date(`${day}T12:00:00+06:00`);
const clock = new ManualClock(noon('2026-01-03').getTime());
ctx.clock = clock;
const onPg = process.env.TEST_DB === 'postgres';
const coins = config.rules.dailyRewardCoins;

const goTo = (day: string) => clock.jump(noon(day).getTime() - clock.now().getTime());
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A game played now: the row a game's start writes and the streak day its finish records. Topic
 * play stamps its games with the wall clock, not ctx.clock, so the test writes them itself.
 */
async function play(p: Player) {
  const at = clock.now();
  await ctx.db
    .insert(games)
    .values({ userId: p.userId, kind: 'topic', questionCount: 1, startedAt: at });
  await ctx.db.transaction((tx) => recordPlayDay(ctx, tx, p.userId, at));
}

async function claim(p: Player) {
  expect((await p.post('/api/v2.0/daily-reward/claim')).status).toBe(200);
}

/** The scheduled roll-up, as the job runs it at the clock's now. */
const rollUp = () => runRollup(ctx.db, config.timezone, clock.now());

async function retention(query: string) {
  const admin = await signInDevAdmin(app);
  const res = await admin.send<RetentionReply>('GET', `/api/console/analytics/retention?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

const cohortRows = () =>
  queryRows<{ day: string; new_players: number; d1: number; d7: number; d30: number }>(
    ctx.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, new_players, back_d1 as d1, back_d7 as d7,
      back_d30 as d30 from analytics_daily_cohorts order by day`,
  );

/**
 * Saturday 3 January 2026 starts a week. a: 3 Jan, back 4 Jan (D1), 10 Jan (D7), 2 Feb (D30).
 * b: 3 Jan, 4 Jan (D1). c: 5 Jan, 12 Jan (D7). d: 10 Jan (next week), 11 Jan (D1). a and b
 * claim the daily reward on 3 Jan, a again on 4 Jan. The roll-up runs after each day's play, as
 * the job would, so each return is counted by a later run than its cohort's first.
 */
const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(app, config)));
const timeline: Array<[string, Player[], Player[]]> = [
  // day, who plays, who claims the daily reward
  ['2026-01-03', [a!, b!], [a!, b!]],
  ['2026-01-04', [a!, b!], [a!]],
  ['2026-01-05', [c!], []],
  ['2026-01-10', [a!, d!], []],
  ['2026-01-11', [d!], []],
  ['2026-01-12', [c!], []],
  ['2026-02-02', [a!], []],
];
const runs: RollupRun[] = [];
for (const [day, players, claimers] of timeline) {
  goTo(day);
  for (const p of players) await play(p);
  for (const p of claimers) await claim(p);
  // e plays the 8 days to 2 Feb, kept as a finished game keeps them (no game row): streak 8.
  if (day === '2026-02-02')
    for (let n = 0; n < 8; n++)
      await ctx.db.transaction((tx) =>
        recordPlayDay(ctx, tx, e!.userId, noon(shift('2026-01-26', n))),
      );
  runs.push(await rollUp());
}

const WEEKS = 'from=2026-01-03&to=2026-01-16';
const expected = [
  { week: '2026-01-03', players: 3, d1: 2 / 3, d7: 2 / 3, d30: 1 / 3 },
  { week: '2026-01-10', players: 1, d1: 1, d7: 0, d30: 0 },
];

describe('retention from the daily roll-ups', () => {
  it('counts each first day and its returns on d+1, d+7 and d+30 as later runs see them', async () => {
    // The first run back-fills; each later one starts at the day it last ran.
    expect(runs[0]).toMatchObject({ ran: true, to: '2026-01-03' });
    expect(runs.at(-1)).toEqual({ ran: true, from: '2026-01-12', to: '2026-02-02' });
    expect(await cohortRows()).toEqual([
      { day: '2026-01-03', new_players: 2, d1: 2, d7: 1, d30: 1 },
      { day: '2026-01-05', new_players: 1, d1: 0, d7: 1, d30: 0 },
      { day: '2026-01-10', new_players: 1, d1: 1, d7: 0, d30: 0 },
    ]);
    goTo('2026-02-20');
    expect((await retention(WEEKS)).cohorts).toEqual(expected);
  });

  it('gives the daily reward claims of every day of the weeks and the coins they paid', async () => {
    const { daily_rewards: days } = await retention(WEEKS);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-01-03', claims: 2, coins: 2 * coins[0]!, gems: 0 });
    expect(days[1]).toEqual({ date: '2026-01-04', claims: 1, coins: coins[1]!, gems: 0 });
    expect(days.slice(2).every((x) => x.claims === 0 && x.coins === 0)).toBe(true);
  });

  it('gives the live streaks of the latest day counted in the range, by length', async () => {
    const buckets = (r: RetentionReply) =>
      Object.fromEntries(r.streaks.buckets.map((x) => [x.min_days, x.players]));
    // The week of 3 Jan was last counted on 5 Jan: a and b at 2 days (played yesterday), c at 1.
    const first = await retention(WEEKS.replace('2026-01-16', '2026-01-09'));
    expect(first.streaks.day).toBe('2026-01-05');
    expect(buckets(first)).toEqual({ 1: 1, 2: 2, 3: 0, 7: 0, 14: 0, 30: 0 });
    expect(first.streaks.buckets.at(-1)).toEqual({ min_days: 30, max_days: null, players: 0 });
    expect(first.streaks.buckets[3]).toEqual({ min_days: 7, max_days: 13, players: 0 });
    // 2 Feb: a back after a break (1 day), e at 8; the others' streaks ended.
    const last = await retention('from=2026-01-31&to=2026-02-06');
    expect(last.streaks.day).toBe('2026-02-02');
    expect(buckets(last)).toEqual({ 1: 1, 2: 0, 3: 0, 7: 1, 14: 0, 30: 0 });
    // Before the first run: no day counted, nothing made up.
    const before = await retention('from=2025-12-01&to=2025-12-20');
    expect(before.streaks.day).toBeNull();
    expect(before.streaks.buckets.every((x) => x.players === 0)).toBe(true);
  });

  it('counts nothing twice when the roll-up runs again, or redoes the whole range', async () => {
    const rewardsBefore = (await retention(WEEKS)).daily_rewards;
    const before = await cohortRows();
    goTo('2026-02-02');
    expect(await rollUp()).toMatchObject({ ran: true });
    expect(await rollUp()).toMatchObject({ ran: true });
    await ctx.db.transaction((tx) =>
      rollUpDays(tx, { from: '2025-12-01', to: '2026-02-02' }, config.timezone, clock.now()),
    );
    expect(await cohortRows()).toEqual(before);
    goTo('2026-02-20');
    const after = await retention(WEEKS);
    expect(after.cohorts).toEqual(expected);
    expect(after.daily_rewards).toEqual(rewardsBefore);
  });

  it('moves a player to an earlier cohort when an older day is rolled up late', async () => {
    // f first plays on 20 Feb; a back-fill then finds f's game of 15 Feb: 20 Feb loses f.
    const f = await signIn(app, config);
    goTo('2026-02-20');
    await play(f);
    await rollUp();
    expect((await cohortRows()).filter((r) => r.day >= '2026-02-14')).toEqual([
      { day: '2026-02-20', new_players: 1, d1: 0, d7: 0, d30: 0 },
    ]);
    await ctx.db.insert(games).values({
      userId: f.userId,
      kind: 'topic',
      questionCount: 1,
      startedAt: noon('2026-02-15'),
    });
    await ctx.db.transaction((tx) =>
      rollUpDays(tx, { from: '2026-02-14', to: '2026-02-16' }, config.timezone, clock.now()),
    );
    expect((await cohortRows()).filter((r) => r.day >= '2026-02-14')).toEqual([
      { day: '2026-02-15', new_players: 1, d1: 0, d7: 0, d30: 0 },
    ]);
  });

  it.runIf(onPg)('runs once at a time in several processes: the others skip', async () => {
    goTo('2026-02-22');
    const results = await Promise.all([rollUp(), rollUp(), rollUp()]);
    expect(results.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    goTo('2026-03-10');
    expect((await retention(WEEKS)).cohorts).toEqual(expected);
  });
});
