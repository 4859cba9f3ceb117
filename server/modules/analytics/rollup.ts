import { type SQL, sql } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { localDate } from '../../lib/time';
import { firstDaysLeft, rollUpCohorts, rollUpRewards, rollUpStreaks } from './retention-rollup';

// Distinct from other advisory-lock users; the same in every process.
const ROLLUP_LOCK = 727_301;
/** How far back the first run reaches (the report's longest range). */
const BACKFILL_DAYS = 400;

export const shiftDay = (day: string, days: number) =>
  format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** The first instant of a local day, and of the day after `to`: the half-open window of [from, to]. */
const bounds = (from: string, to: string, timeZone: string) => ({
  start: sql`(${from}::date)::timestamp at time zone ${timeZone}`,
  end: sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`,
});
const localDay = (column: string, timeZone: string) =>
  sql`(${sql.raw(column)} at time zone ${timeZone})::date`;

/**
 * Who played on which day, and games and players per mode, from the engine's games. Returns the
 * later-than-`to` first days that players left by moving earlier (firstDaysLeft).
 */
async function rollUpGames(tx: DbOrTx, from: string, to: string, timeZone: string) {
  const { start, end } = bounds(from, to, timeZone);
  const day = localDay('started_at', timeZone);
  await tx.execute(sql`delete from analytics_player_days where day between ${from} and ${to}`);
  await tx.execute(sql`insert into analytics_player_days (day, user_id)
    select distinct ${day}, user_id from games where started_at >= ${start} and started_at < ${end}`);
  const left = await firstDaysLeft(tx, from, to);
  // A first day only moves earlier: a redone day never makes an older player new again.
  await tx.execute(sql`insert into analytics_player_first_days (user_id, first_day)
    select user_id, min(day) from analytics_player_days where day between ${from} and ${to}
    group by user_id
    on conflict (user_id) do update set first_day = least(analytics_player_first_days.first_day,
      excluded.first_day)
    where excluded.first_day < analytics_player_first_days.first_day`);
  await tx.execute(sql`delete from analytics_daily_games where day between ${from} and ${to}`);
  await tx.execute(sql`insert into analytics_daily_games (day, mode, games, players)
    select ${day}, kind, count(*), count(distinct user_id) from games
    where started_at >= ${start} and started_at < ${end} group by 1, 2`);
  return left;
}

/** Battles per day by their match time; days without one have no row (the report reads zeros). */
async function rollUpBattles(tx: DbOrTx, from: string, to: string, timeZone: string) {
  const { start, end } = bounds(from, to, timeZone);
  await tx.execute(sql`delete from analytics_daily_battles where day between ${from} and ${to}`);
  await tx.execute(sql`insert into analytics_daily_battles (day, battles, staked, bot, coins_staked)
    select ${localDay('created_at', timeZone)}, count(*),
      count(*) filter (where stake > 0), count(*) filter (where player_b is null),
      coalesce(sum(stake * 2) filter (where player_b is not null), 0)
    from battles where created_at >= ${start} and created_at < ${end} group by 1`);
}

/**
 * One row a day, zeros included, so a computed day is told from a missing one. Tournament
 * entries count on the day their tournament ended, once it has: a weekly tournament's entries
 * keep arriving until then.
 */
async function rollUpActive(tx: DbOrTx, from: string, to: string, timeZone: string, now: Date) {
  const { start, end } = bounds(from, to, timeZone);
  await tx.execute(sql`insert into analytics_daily_active (day, active_players, tournament_entries)
    select d.day, coalesce(p.n, 0), coalesce(e.n, 0)
    from (select g::date as day from generate_series(${from}::date, ${to}::date, '1 day') g) d
    left join (select day, count(*)::int as n from analytics_player_days
      where day between ${from} and ${to} group by day) p on p.day = d.day
    left join (select ${localDay('t.end_time', timeZone)} as day, count(*)::int as n
      from tournaments t join tournament_entries e on e.tournament_id = t.id
      where t.end_time >= ${start} and t.end_time < ${end}
        and t.end_time <= ${now.toISOString()}::timestamptz
      group by 1) e on e.day = d.day
    on conflict (day) do update set active_players = excluded.active_players,
      tournament_entries = excluded.tournament_entries`);
}

/**
 * Subscription movements and revenue per day, pack and provider. A subscription runs from
 * started_at until it ended (lapsed) or expired, whichever is first; subscribers at a day's start
 * are those running then, counted once at `from` and carried forward by each day's starts and ends
 * (a backfill of 400 days reads the subscriptions once, not once a day).
 */
async function rollUpPacks(tx: DbOrTx, from: string, to: string, timeZone: string, now: Date) {
  const { start, end } = bounds(from, to, timeZone);
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`delete from analytics_daily_packs where day between ${from} and ${to}`);
  await tx.execute(sql`insert into analytics_daily_packs (day, pack_id, provider, currency,
      new_subscriptions, renewals, lapses, unsubscriptions, subscribers_at_start, revenue_minor)
    with subs as (
      select s.pack_id, p.provider, s.started_at, s.unsubscribed_at, s.status, s.auto_renew,
        least(s.expires_at, coalesce(s.ended_at, s.expires_at)) as ends_at
      from subscriptions s join packs p on p.id = s.pack_id
    ),
    base as (
      select pack_id, provider, count(*)::int as n from subs
      where started_at < ${start} and ends_at >= ${start} group by 1, 2
    ),
    events as (
      select ${localDay('started_at', timeZone)} as day, pack_id, provider,
        1 as started, 0 as ended, 0 as lapsed, 0 as unsub, 0 as renewed, 0::bigint as revenue
      from subs where started_at >= ${start} and started_at < ${end}
      union all
      select ${localDay('ends_at', timeZone)}, pack_id, provider, 0, 1,
        case when status <> 'active' or (not auto_renew and ends_at <= ${at}) then 1 else 0 end,
        0, 0, 0
      from subs where ends_at >= ${start} and ends_at < ${end} and ends_at <= ${at}
      union all
      select ${localDay('unsubscribed_at', timeZone)}, pack_id, provider, 0, 0, 0, 1, 0, 0
      from subs where unsubscribed_at >= ${start} and unsubscribed_at < ${end}
      union all
      select ${localDay('pay.settled_at', timeZone)}, pay.pack_id, pay.provider, 0, 0, 0, 0,
        case when pay.purpose = 'renewal' then 1 else 0 end, pay.amount_minor::bigint
      from payments pay
      where pay.status = 'succeeded' and pay.settled_at >= ${start} and pay.settled_at < ${end}
    ),
    daily as (
      select day, pack_id, provider, sum(started)::int as started, sum(ended)::int as ended,
        sum(lapsed)::int as lapsed, sum(unsub)::int as unsub, sum(renewed)::int as renewed,
        sum(revenue)::bigint as revenue
      from events group by 1, 2, 3
    ),
    grid as (
      select d::date as day, k.pack_id, k.provider
      from generate_series(${from}::date, ${to}::date, '1 day') d
      cross join (select pack_id, provider from base union select pack_id, provider from daily) k
    ),
    filled as (
      select g.day, g.pack_id, g.provider, coalesce(d.started, 0) as started,
        coalesce(d.ended, 0) as ended, coalesce(d.lapsed, 0) as lapsed,
        coalesce(d.unsub, 0) as unsub, coalesce(d.renewed, 0) as renewed,
        coalesce(d.revenue, 0) as revenue,
        coalesce(b.n, 0) + coalesce(sum(coalesce(d.started, 0) - coalesce(d.ended, 0)) over (
          partition by g.pack_id, g.provider order by g.day
          rows between unbounded preceding and 1 preceding), 0) as at_start
      from grid g
      left join daily d on d.day = g.day and d.pack_id = g.pack_id and d.provider = g.provider
      left join base b on b.pack_id = g.pack_id and b.provider = g.provider
    )
    select f.day, f.pack_id, f.provider, p.currency, f.started, f.renewed, f.lapsed, f.unsub,
      f.at_start, f.revenue
    from filled f join packs p on p.id = f.pack_id
    where f.started + f.renewed + f.lapsed + f.unsub + f.at_start + f.revenue > 0`);
}

/** The first day of the week (from Saturday, as lib/time.ts) or month a date falls in. */
export const periodStart = {
  week: (d: SQL) => sql`(${d} - ((extract(dow from ${d})::int + 1) % 7))`,
  month: (d: SQL) => sql`date_trunc('month', ${d})::date`,
};

/** Distinct active players of every week and month that [from, to] touches. */
async function rollUpPeriods(tx: DbOrTx, from: string, to: string) {
  for (const grain of ['week', 'month'] as const) {
    const startOf = periodStart[grain];
    await tx.execute(sql`insert into analytics_period_active (grain, period_start, active_players)
      select ${grain}, ${startOf(sql`day`)}, count(distinct user_id)::int
      from analytics_player_days
      where day >= ${startOf(sql`${from}::date`)} and day <= ${to}::date group by 2
      on conflict (grain, period_start) do update set active_players = excluded.active_players`);
  }
}

/** Recomputes every roll-up of the local days from..to (both included). Idempotent. */
export async function rollUpDays(
  tx: DbOrTx,
  range: { from: string; to: string },
  timeZone: string,
  now: Date,
) {
  const { from, to } = range;
  const left = await rollUpGames(tx, from, to, timeZone);
  await rollUpCohorts(tx, from, to, left);
  await rollUpStreaks(tx, localDate(now, timeZone));
  await rollUpRewards(tx, from, to);
  await rollUpActive(tx, from, to, timeZone, now);
  await rollUpBattles(tx, from, to, timeZone);
  await rollUpPacks(tx, from, to, timeZone, now);
  await rollUpPeriods(tx, from, to);
}

export type RollupRun = { ran: false } | { ran: true; from: string; to: string };

/**
 * The scheduled roll-up: today and yesterday (late payments and lapses land on them), or every
 * day since the last run when the servers were down longer, or the last BACKFILL_DAYS on the first
 * run. Several processes run it: the one holding the advisory lock works, the others skip, and
 * each day is rewritten whole, so a second run changes nothing.
 */
export async function runRollup(db: Db, timeZone: string, now = new Date()): Promise<RollupRun> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as locked`,
    );
    if (!lock?.locked) return { ran: false };
    const today = localDate(now, timeZone);
    const [state] = await queryRows<{ last_run_at: string | Date }>(
      tx,
      sql`select last_run_at from analytics_rollup_state where id = 1`,
    );
    const lastDay = state ? localDate(new Date(state.last_run_at), timeZone) : null;
    const yesterday = shiftDay(today, -1);
    const from =
      lastDay === null
        ? shiftDay(today, -BACKFILL_DAYS)
        : lastDay < yesterday
          ? lastDay
          : yesterday;
    await rollUpDays(tx, { from, to: today }, timeZone, now);
    await tx.execute(sql`insert into analytics_rollup_state (id, backfilled_from, last_run_at)
      values (1, ${from}, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set last_run_at = excluded.last_run_at`);
    return { ran: true, from, to: today };
  });
}
