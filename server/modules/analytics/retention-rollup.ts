import { sql } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { STREAK_BUCKETS } from '@contract/console-analytics';
import { type DbOrTx, queryRows } from '../../db/client';

/** The longest return the cohorts count (D30): a day's activity changes the cohorts of 30 days before it. */
const LONGEST_RETURN = 30;
/**
 * A streak is alive while the freezes held cover the days missed since its last day, and a player
 * holds at most 2 (player_progress_freezes): so a live streak's last day is at most 3 days back,
 * which keeps the snapshot on the last_play_day index instead of every player's row.
 */
const OLDEST_LIVE_LAST_DAY = 3;

/**
 * The old first days of the players whose first day the roll-up of [from, to] moves earlier,
 * when those days lie after `to`: the cohorts they leave, outside the days recounted anyway. Read
 * after the days' analytics_player_days are rewritten and before analytics_player_first_days
 * takes them (only a back-fill of past days finds any).
 */
export async function firstDaysLeft(tx: DbOrTx, from: string, to: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`select distinct to_char(f.first_day, 'YYYY-MM-DD') as day
      from analytics_player_days p
      join analytics_player_first_days f on f.user_id = p.user_id and f.first_day > p.day
      where p.day between ${from} and ${to} and f.first_day > ${to}::date`,
  );
  return rows.map((r) => r.day);
}

/** Rewrites the cohort rows of the first days lo..hi from who played when. */
async function recountCohorts(tx: DbOrTx, lo: string, hi: string) {
  await tx.execute(sql`delete from analytics_daily_cohorts where day between ${lo} and ${hi}`);
  // Each join meets at most one row (the key is day and player), so counting joined rows counts
  // players. The days each join may meet are spelt out so the planner reads only those days of
  // the key, not every player's days, when a scheduled run recounts a month.
  const back = (alias: string, days: number) => {
    const p = sql.raw(alias);
    return sql`left join analytics_player_days ${p} on ${p}.user_id = f.user_id
      and ${p}.day = f.first_day + ${days}::int
      and ${p}.day between ${lo}::date + ${days}::int and ${hi}::date + ${days}::int`;
  };
  await tx.execute(sql`insert into analytics_daily_cohorts
      (day, new_players, back_d1, back_d7, back_d30)
    select f.first_day, count(*)::int, count(p1.user_id)::int, count(p7.user_id)::int,
      count(p30.user_id)::int
    from analytics_player_first_days f
    ${back('p1', 1)} ${back('p7', 7)} ${back('p30', LONGEST_RETURN)}
    where f.first_day between ${lo} and ${hi}
    group by f.first_day`);
}

/** The days after a first day whose play the cohorts count: the day itself (who is new), D1, D7, D30. */
const COUNTED_OFFSETS = [0, 1, 7, LONGEST_RETURN];

/**
 * The cohorts whose figures the roll-up of [from, to] may have changed: those that started in it
 * and those whose day +1, +7 or +30 falls in it (for a scheduled run of two days, 7 first days,
 * not the month before it), and the days players left (`left`, from firstDaysLeft) when their
 * first day moved earlier. Each is recounted whole, so a second run changes nothing.
 */
export async function rollUpCohorts(tx: DbOrTx, from: string, to: string, left: string[]) {
  const shift = (day: string, days: number) => format(addDays(parseISO(day), -days), 'yyyy-MM-dd');
  const ranges = [
    ...COUNTED_OFFSETS.map((o) => [shift(from, o), shift(to, o)] as const),
    ...left.map((day) => [day, day] as const),
  ].sort((a, b) => a[0].localeCompare(b[0]));
  // Overlapping or touching ranges merge: a back-fill recounts each first day once.
  const merged: Array<[string, string]> = [];
  for (const [lo, hi] of ranges) {
    const last = merged.at(-1);
    if (last && lo <= shift(last[1], -1)) {
      if (hi > last[1]) last[1] = hi;
    } else merged.push([lo, hi]);
  }
  for (const [lo, hi] of merged) await recountCohorts(tx, lo, hi);
}

/**
 * The distribution of live streaks now, written as `today`'s: each run overwrites it, so a past
 * day keeps what its last run saw.
 */
export async function rollUpStreaks(tx: DbOrTx, today: string) {
  const buckets = STREAK_BUCKETS.map((min, i) => {
    const next = STREAK_BUCKETS[i + 1];
    return sql`(${min}::int, ${next ?? null}::int)`;
  });
  await tx.execute(sql`insert into analytics_daily_streaks (day, min_days, players)
    select ${today}::date, b.lo, count(l.streak_days)::int
    from (values ${sql.join(buckets, sql`, `)}) b(lo, hi)
    left join (select streak_days from player_progress
      where streak_days > 0 and last_play_day >= ${today}::date - ${OLDEST_LIVE_LAST_DAY}::int
        and ${today}::date - last_play_day - 1 <= freezes) l
      on l.streak_days >= b.lo and (b.hi is null or l.streak_days < b.hi)
    group by b.lo
    on conflict (day, min_days) do update set players = excluded.players`);
}

/** Daily reward claims of the days from..to and the coins and gems they paid. */
export async function rollUpRewards(tx: DbOrTx, from: string, to: string) {
  await tx.execute(sql`delete from analytics_daily_rewards where day between ${from} and ${to}`);
  await tx.execute(sql`insert into analytics_daily_rewards (day, claims, coins, gems)
    select day, count(*)::int, sum(coins)::bigint, sum(gems)::int from daily_reward_claims
    where day between ${from} and ${to} group by day`);
}
