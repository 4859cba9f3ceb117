import { sql } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';
import { TZDate } from '@date-fns/tz';
import {
  type RetentionQuery,
  type RetentionReply,
  STREAK_BUCKETS,
} from '@contract/console-analytics';
import { type DbOrTx, queryRows } from '../../db/client';
import { localDate } from '../../lib/time';
import { periodStart } from './rollup';

// As the analytics report's weeks (report.ts): Saturday to Friday.
const WEEK_STARTS_ON = 6;
const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const day = (s: string) => new TZDate(`${s}T00:00:00`, 'UTC');
/** The days after the first one the shares look at. */
const OFFSETS = [1, 7, 30] as const;

interface CohortRow extends Record<string, unknown> {
  week: string;
  players: number;
  d1: number;
  d7: number;
  d30: number;
}

/**
 * Each week's new players and how many played again exactly 1, 7 and 30 days after their own
 * first day (operator days): the sums of the week's rows of analytics_daily_cohorts, which the
 * roll-up keeps per first day, so a range reads a row a day whatever the number of players. A
 * share stays null until its day has ended for the cohort's last-joined player, so a young week
 * never shows a falsely low figure.
 */
async function cohorts(db: DbOrTx, from: string, to: string, today: string) {
  const rows = await queryRows<CohortRow>(
    db,
    sql`select to_char(${periodStart.week(sql`day`)}, 'YYYY-MM-DD') as week,
        sum(new_players)::int as players, sum(back_d1)::int as d1, sum(back_d7)::int as d7,
        sum(back_d30)::int as d30
      from analytics_daily_cohorts where day between ${from} and ${to} group by 1`,
  );
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  const out: RetentionReply['cohorts'] = [];
  for (let w = day(from); ymd(w) <= to; w = addDays(w, 7)) {
    const week = ymd(w);
    const r = byWeek.get(week);
    const players = r?.players ?? 0;
    const share = (n: number, offset: number) => {
      // The cohort's last day plus the offset must be over (before today) for every member.
      if (ymd(addDays(w, 6 + offset)) >= today || players === 0) return null;
      return n / players;
    };
    const [s1, s7, s30] = OFFSETS.map((o) => share(r ? Number(r[`d${o}`]) : 0, o));
    out.push({ week, players, d1: s1 ?? null, d7: s7 ?? null, d30: s30 ?? null });
  }
  return out;
}

/** The live streak lengths of the latest day of the range the roll-up counted. */
async function streaks(db: DbOrTx, from: string, to: string) {
  const rows = await queryRows<{ day: string; min_days: number; players: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, min_days, players from analytics_daily_streaks
      where day = (select max(day) from analytics_daily_streaks
        where day between ${from} and ${to})`,
  );
  const players = new Map(rows.map((r) => [Number(r.min_days), Number(r.players)]));
  return {
    day: rows[0]?.day ?? null,
    buckets: STREAK_BUCKETS.map((min, i) => ({
      min_days: min,
      max_days: i + 1 < STREAK_BUCKETS.length ? STREAK_BUCKETS[i + 1]! - 1 : null,
      players: players.get(min) ?? 0,
    })),
  };
}

/** Every day of the range: its daily reward claims and what they paid, zeros where none. */
async function rewards(db: DbOrTx, from: string, to: string) {
  const rows = await queryRows<{ day: string; claims: number; coins: string; gems: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, claims, coins, gems from analytics_daily_rewards
      where day between ${from} and ${to}`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: RetentionReply['daily_rewards'] = [];
  for (let d = day(from); ymd(d) <= to; d = addDays(d, 1)) {
    const r = byDay.get(ymd(d));
    out.push({
      date: ymd(d),
      claims: Number(r?.claims ?? 0),
      coins: Number(r?.coins ?? 0),
      gems: Number(r?.gems ?? 0),
    });
  }
  return out;
}

/**
 * The retention screen's figures for the weeks (from Saturday) that [from, to] touches, all from
 * the daily roll-ups (rollup.ts, retention-rollup.ts): a few rows a day, not a row a player.
 */
export async function retentionCohorts(
  db: DbOrTx,
  query: RetentionQuery,
  timeZone: string,
  now: Date,
): Promise<RetentionReply> {
  const from = ymd(startOfWeek(day(query.from), { weekStartsOn: WEEK_STARTS_ON }));
  const to = ymd(endOfWeek(day(query.to), { weekStartsOn: WEEK_STARTS_ON }));
  const today = localDate(now, timeZone);
  const [c, s, r] = await Promise.all([
    cohorts(db, from, to, today),
    streaks(db, from, to),
    rewards(db, from, to),
  ]);
  return { cohorts: c, streaks: s, daily_rewards: r };
}
