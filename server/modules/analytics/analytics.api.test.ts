import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsSummaryReply } from '@contract/console-analytics';
import { games, packs, payments, subscriptions, tournamentEntries, users } from '../../tables';
import { queryRows } from '../../db/client';
import { ensureDevAdmin } from '../console';
import { rollUpDays, runRollup } from './rollup';
import { signIn, uniqueMsisdn } from '../../../tests/helpers/client';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { createTournament } from '../../../tests/helpers/factories';
import { analyticsReport, analyticsSummary } from '@contract/routes/console-analytics';
import { refusalOf } from '../../../tests/helpers/call';

// Days are Dhaka days (UTC+6): 00:30 there is 18:30 UTC the day before.
const { app, ctx, config } = await useTestApp({ OPERATOR_TIMEZONE: 'Asia/Dhaka' });
await ensureDevAdmin(ctx);
const at = (local: string) => new Date(`${local}+06:00`);
const NOW = at('2025-03-10T12:00:00');
const RANGE = { from: '2025-02-20', to: '2025-03-07' };

/**
 * A small world with known answers, around a month's end and a week's start (Saturday 1 March):
 * u1 plays on 28 Feb, 1 and 2 Mar; u2 on 28 Feb and 1 Mar; u3 on 2 Mar. Pack subscriptions:
 * s0 (u3) runs through the range; s1 (u1) is bought 28 Feb, renewed 1 Mar, unsubscribed the same
 * day and expires 2 Mar; s2 (u2) is bought 1 Mar and lapses 2 Mar when its renewal is declined.
 */
async function seedWorld() {
  const [u1, u2, u3] = await ctx.db
    .insert(users)
    .values([1, 2, 3].map((n) => ({ msisdn: uniqueMsisdn(), name: `Analytics ${n}` })))
    .returning({ id: users.id });
  const game = (userId: number, kind: 'topic' | 'tournament' | 'challenge', local: string) => ({
    userId,
    kind,
    questionCount: 10,
    startedAt: at(local),
  });
  await ctx.db
    .insert(games)
    .values([
      game(u1!.id, 'topic', '2025-02-28T00:30:00'),
      game(u1!.id, 'tournament', '2025-02-28T10:00:00'),
      game(u2!.id, 'topic', '2025-02-28T23:30:00'),
      game(u2!.id, 'challenge', '2025-03-01T00:10:00'),
      game(u1!.id, 'topic', '2025-03-01T12:00:00'),
      game(u1!.id, 'topic', '2025-03-02T09:00:00'),
      game(u3!.id, 'topic', '2025-03-02T20:00:00'),
    ]);
  const tournament = await createTournament(ctx, {
    type: 'DAILY',
    startTime: at('2025-03-01T08:00:00'),
    endTime: at('2025-03-01T12:00:00'),
  });
  await ctx.db.insert(tournamentEntries).values([
    { tournamentId: tournament.id, userId: u1!.id },
    { tournamentId: tournament.id, userId: u2!.id },
  ]);
  const [pack] = await ctx.db
    .insert(packs)
    .values({
      slug: `analytics-${uniqueMsisdn()}`,
      title: 'Analytics pack',
      priceMinor: 1000,
      currency: 'LKR',
      validityDays: 1,
      autoRenew: true,
      provider: 'operator',
    })
    .returning({ id: packs.id });
  const packId = pack!.id;
  const [, s1, s2] = await ctx.db
    .insert(subscriptions)
    .values([
      {
        userId: u3!.id,
        packId,
        autoRenew: true,
        startedAt: at('2025-02-20T10:00:00'),
        expiresAt: at('2025-03-20T10:00:00'),
      },
      {
        userId: u1!.id,
        packId,
        autoRenew: false,
        startedAt: at('2025-02-28T10:00:00'),
        expiresAt: at('2025-03-02T10:00:00'),
        unsubscribedAt: at('2025-03-01T15:00:00'),
      },
      {
        userId: u2!.id,
        packId,
        status: 'lapsed',
        autoRenew: true,
        startedAt: at('2025-03-01T08:00:00'),
        expiresAt: at('2025-03-02T08:00:00'),
        endedAt: at('2025-03-02T07:00:00'),
      },
    ])
    .returning({ id: subscriptions.id });
  const payment = (
    userId: number,
    subscriptionId: number,
    purpose: 'purchase' | 'renewal',
    status: 'succeeded' | 'failed',
    local: string,
  ) => ({
    userId,
    packId,
    subscriptionId,
    provider: 'operator' as const,
    purpose,
    amountMinor: 1000,
    currency: 'LKR',
    status,
    createdAt: at(local),
    settledAt: at(local),
  });
  await ctx.db
    .insert(payments)
    .values([
      payment(u1!.id, s1!.id, 'purchase', 'succeeded', '2025-02-28T10:00:00'),
      payment(u1!.id, s1!.id, 'renewal', 'succeeded', '2025-03-01T09:00:00'),
      payment(u2!.id, s2!.id, 'purchase', 'succeeded', '2025-03-01T08:00:00'),
      payment(u2!.id, s2!.id, 'renewal', 'failed', '2025-03-02T07:00:00'),
    ]);
  return { packId };
}

const world = await seedWorld();
await ctx.db.transaction((tx) => rollUpDays(tx, RANGE, config.timezone, NOW));

const snapshot = () =>
  queryRows(
    ctx.db,
    sql`select 'active' as t, day::text, active_players as a, tournament_entries as b, 0 as c
        from analytics_daily_active where day between '2025-02-20' and '2025-03-07'
      union all select 'games', day::text, games, players, 0 from analytics_daily_games
        where day between '2025-02-20' and '2025-03-07'
      union all select 'player', day::text, user_id, 0, 0 from analytics_player_days
        where day between '2025-02-20' and '2025-03-07'
      union all select 'period-' || grain, period_start::text, active_players, 0, 0
        from analytics_period_active where period_start between '2025-02-01' and '2025-03-07'
      union all select 'pack', day::text, new_subscriptions + 10 * renewals + 100 * lapses
        + 1000 * unsubscriptions, subscribers_at_start, revenue_minor from analytics_daily_packs
        where day between '2025-02-20' and '2025-03-07'
      order by 1, 2, 3, 4`,
  );

describe('analytics roll-ups', () => {
  it('counts each operator-time day: active players, games per mode, subscriptions and revenue', async () => {
    const admin = await signInDevAdmin(app);
    const res = await admin.call(analyticsSummary, {
      query: { from: '2025-02-28', to: '2025-03-03' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.days).toEqual([
      {
        date: '2025-02-28',
        active_players: 2,
        games: 3,
        new_subscriptions: 1,
        renewals: 0,
        unsubscriptions: 0,
        revenue_minor: 1000,
      },
      {
        date: '2025-03-01',
        active_players: 2,
        games: 2,
        new_subscriptions: 1,
        renewals: 1,
        unsubscriptions: 1,
        revenue_minor: 2000,
      },
      {
        date: '2025-03-02',
        active_players: 2,
        games: 2,
        new_subscriptions: 0,
        renewals: 0,
        unsubscriptions: 0,
        revenue_minor: 0,
      },
      {
        date: '2025-03-03',
        active_players: 0,
        games: 0,
        new_subscriptions: 0,
        renewals: 0,
        unsubscriptions: 0,
        revenue_minor: 0,
      },
    ]);
  });

  it('reports weeks (from Saturday) and months with distinct players, churn and revenue per player', async () => {
    const admin = await signInDevAdmin(app);
    const weeks = await admin.call(analyticsReport, {
      query: { from: '2025-02-27', to: '2025-03-02', grain: 'week' },
    });
    expect(weeks.status).toBe(200);
    const data = weeks.body.data;
    expect([data.from, data.to, data.grain]).toEqual(['2025-02-22', '2025-03-07', 'week']);
    expect(data.periods).toEqual([
      {
        start: '2025-02-22',
        end: '2025-02-28',
        active_players: 2,
        games: { topic: 2, tournament: 1, challenge: 0 },
        tournament_entries: 0,
        // No battles in this world (care-battles.api.test.ts counts real ones).
        battles: { total: 0, staked: 0, bot: 0, coins_staked: 0 },
        new_subscriptions: 1,
        renewals: 0,
        lapses: 0,
        unsubscriptions: 0,
        subscribers_at_start: 1,
        churn: 0,
        revenue_minor: 1000,
        revenue_per_active_player_minor: 500,
      },
      {
        start: '2025-03-01',
        end: '2025-03-07',
        // u1, u2, u3: days would sum to 4.
        active_players: 3,
        games: { topic: 3, tournament: 0, challenge: 1 },
        tournament_entries: 2,
        // No battles in this world (care-battles.api.test.ts counts real ones).
        battles: { total: 0, staked: 0, bot: 0, coins_staked: 0 },
        new_subscriptions: 1,
        renewals: 1,
        lapses: 2,
        unsubscriptions: 1,
        subscribers_at_start: 2,
        churn: 1,
        revenue_minor: 2000,
        revenue_per_active_player_minor: 667,
      },
    ]);
    expect(data.packs.filter((p) => p.pack_id === world.packId)).toEqual([
      expect.objectContaining({
        period_start: '2025-02-22',
        provider: 'operator',
        currency: 'LKR',
        new_subscriptions: 1,
        revenue_minor: 1000,
      }),
      expect.objectContaining({
        period_start: '2025-03-01',
        renewals: 1,
        lapses: 2,
        unsubscriptions: 1,
        revenue_minor: 2000,
      }),
    ]);

    const months = await admin.call(analyticsReport, {
      query: { from: '2025-02-28', to: '2025-03-01', grain: 'month' },
    });
    expect(months.body.data.periods.map((p) => [p.start, p.end, p.active_players])).toEqual([
      ['2025-02-01', '2025-02-28', 2],
      ['2025-03-01', '2025-03-31', 3],
    ]);
    const days = await admin.call(analyticsReport, {
      query: { from: '2025-03-02', to: '2025-03-02' },
    });
    expect(days.body.data.periods).toEqual([
      expect.objectContaining({ start: '2025-03-02', lapses: 2, subscribers_at_start: 3 }),
    ]);
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();
    await ctx.db.transaction((tx) => rollUpDays(tx, RANGE, config.timezone, NOW));
    expect(await snapshot()).toEqual(before);
  });

  it('the scheduled run back-fills once, then redoes yesterday and today; two at once do not double', async () => {
    const before = await snapshot();
    const runs = await Promise.all([
      runRollup(ctx.db, config.timezone, NOW),
      runRollup(ctx.db, config.timezone, NOW),
    ]);
    // On PGlite (one connection) the runs queue; on PostgreSQL the second finds the lock taken.
    expect(runs.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    expect(runs.find((r) => r.ran)).toEqual({ ran: true, from: '2024-02-04', to: '2025-03-10' });
    expect(await snapshot()).toEqual(before);
    const later = await runRollup(ctx.db, config.timezone, at('2025-03-11T00:05:00'));
    expect(later).toEqual({ ran: true, from: '2025-03-10', to: '2025-03-11' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('analytics refusals', () => {
  it('names the bad field with a 422 and allows at most 400 days', async () => {
    const admin = await signInDevAdmin(app);
    const cases: Array<[{ from: string; to?: string }, string]> = [
      [{ from: '2025-13-01', to: '2025-03-01' }, 'from'],
      [{ from: '0000-01-01', to: '0000-01-02' }, 'from'],
      [{ from: '2025-03-01' }, 'to'],
      [{ from: '2025-03-02', to: '2025-03-01' }, 'to'],
      [{ from: '2024-01-01', to: '2025-03-01' }, 'to'],
    ];
    for (const [query, field] of cases) {
      // Some of these ranges the route's types refuse (a missing end).
      const res = await admin.callRaw(analyticsSummary, { query });
      const what = JSON.stringify(query);
      expect(res.status, what).toBe(422);
      expect(Object.keys(refusalOf(res).errors!), what).toContain(field);
    }
    const half = await admin.call(analyticsReport, { query: { from: '2025-03-01' } });
    expect(half.status).toBe(422);
    expect(Object.keys(refusalOf(half).errors!)).toEqual(['to']);
    // Without a range: the last 30 days of the operator's calendar.
    const recent = await admin.call(analyticsReport);
    expect(recent.status).toBe(200);
    expect(recent.body.data.periods).toHaveLength(30);
    // Bad input on purpose: an input the route's types refuse.
    const grain = await admin.callRaw(analyticsReport, {
      query: { from: '2025-03-01', to: '2025-03-02', grain: 'year' },
    });
    expect(grain.status).toBe(422);
    const longest = await admin.call(analyticsSummary, {
      query: { from: '2024-02-01', to: '2025-03-06' },
    });
    expect(longest.status).toBe(200);
    expect((longest.body.data as AnalyticsSummaryReply).days).toHaveLength(400);
  });

  it('opens to analysts and admins only; a player’s token opens nothing', async () => {
    const admin = await signInDevAdmin(app);
    const player = await signIn(app, config);
    const days = { query: { from: '2025-03-01', to: '2025-03-02' } };
    for (const role of ['analyst', 'editor', 'support'] as const) {
      const member = await inviteStaff(admin, role);
      const staff = await signInStaff(app, member.email, member.password);
      for (const route of [analyticsReport, analyticsSummary]) {
        const res = await staff.call(route, days);
        expect(res.status, `${role} ${route}`).toBe(role === 'analyst' ? 200 : 403);
      }
    }
    const withPlayer = await player.call(analyticsReport, days);
    expect(withPlayer.status).toBe(401);
    // Three staff sign-ins, each a deliberately slow password hash.
  }, 120_000);
});
