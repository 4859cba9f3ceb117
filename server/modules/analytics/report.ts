import { TZDate } from '@date-fns/tz';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { sql } from 'drizzle-orm';
import type {
  AnalyticsGrain,
  AnalyticsPackRow,
  AnalyticsPeriod,
  AnalyticsReportReply,
  AnalyticsSummaryReply,
} from '@contract/console-analytics';
import { type DbOrTx, queryRows } from '../../db/client';
import { localDate } from '../../lib/time';
import { periodStart, shiftDay } from './rollup';

/** Read from the roll-ups only: a range of a year is a few hundred rows whatever the players. */
export async function analyticsSummary(
  db: DbOrTx,
  range: { from: string; to: string },
): Promise<AnalyticsSummaryReply> {
  const { from, to } = range;
  const days = await queryRows<AnalyticsSummaryReply['days'][number]>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date,
        coalesce(a.active_players, 0)::int as active_players, coalesce(g.games, 0)::int as games,
        coalesce(p.new_subscriptions, 0)::int as new_subscriptions,
        coalesce(p.renewals, 0)::int as renewals,
        coalesce(p.unsubscriptions, 0)::int as unsubscriptions,
        coalesce(p.revenue_minor, 0)::float8 as revenue_minor
      from generate_series(${from}::date, ${to}::date, '1 day') d
      left join analytics_daily_active a on a.day = d::date
      left join (select day, sum(games) as games from analytics_daily_games
        where day between ${from} and ${to} group by day) g on g.day = d::date
      left join (select day, sum(new_subscriptions) as new_subscriptions,
          sum(renewals) as renewals, sum(unsubscriptions) as unsubscriptions,
          sum(revenue_minor) as revenue_minor
        from analytics_daily_packs where day between ${from} and ${to} group by day) p
        on p.day = d::date
      order by d`,
  );
  return { days };
}

const WEEK_STARTS_ON = 6;
const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/** The range widened to whole weeks (from Saturday) or months; a day grain keeps it. */
function alignRange(from: string, to: string, grain: AnalyticsGrain) {
  const [f, t] = [new TZDate(`${from}T00:00:00`, 'UTC'), new TZDate(`${to}T00:00:00`, 'UTC')];
  if (grain === 'week') {
    return {
      from: ymd(startOfWeek(f, { weekStartsOn: WEEK_STARTS_ON })),
      to: ymd(endOfWeek(t, { weekStartsOn: WEEK_STARTS_ON })),
    };
  }
  if (grain === 'month') return { from: ymd(startOfMonth(f)), to: ymd(endOfMonth(t)) };
  return { from, to };
}

type PeriodRow = Omit<
  AnalyticsPeriod,
  'games' | 'battles' | 'churn' | 'revenue_per_active_player_minor'
> & {
  topic: number;
  tournament: number;
  challenge: number;
  battles_total: number;
  battles_staked: number;
  battles_bot: number;
  coins_staked: number;
};

const DEFAULT_DAYS = 30;

export async function analyticsReport(
  db: DbOrTx,
  query: { from?: string | undefined; to?: string | undefined; grain: AnalyticsGrain },
  timeZone: string,
  now = new Date(),
): Promise<AnalyticsReportReply> {
  const { grain } = query;
  const today = localDate(now, timeZone);
  const { from, to } = alignRange(
    query.from ?? shiftDay(today, 1 - DEFAULT_DAYS),
    query.to ?? today,
    grain,
  );
  const bucket = (column: string) =>
    grain === 'day' ? sql.raw(column) : periodStart[grain](sql.raw(column));
  const active =
    grain === 'day'
      ? sql`(select active_players from analytics_daily_active where day = p.start)`
      : sql`(select active_players from analytics_period_active
          where grain = ${grain} and period_start = p.start)`;
  const rows = await queryRows<PeriodRow>(
    db,
    sql`with p as (
        select ${bucket('d::date')} as start, max(d::date) as "end"
        from generate_series(${from}::date, ${to}::date, '1 day') d group by 1
      ),
      g as (
        select ${bucket('day')} as start,
          sum(games) filter (where mode = 'topic') as topic,
          sum(games) filter (where mode = 'tournament') as tournament,
          sum(games) filter (where mode = 'challenge') as challenge
        from analytics_daily_games where day between ${from} and ${to} group by 1
      ),
      b as (
        select ${bucket('day')} as start, sum(battles) as total, sum(staked) as staked,
          sum(bot) as bot, sum(coins_staked) as coins_staked
        from analytics_daily_battles where day between ${from} and ${to} group by 1
      ),
      t as (
        select ${bucket('day')} as start, sum(tournament_entries) as entries
        from analytics_daily_active where day between ${from} and ${to} group by 1
      ),
      k as (
        select ${bucket('day')} as start, sum(new_subscriptions) as new_subscriptions,
          sum(renewals) as renewals, sum(lapses) as lapses,
          sum(unsubscriptions) as unsubscriptions, sum(revenue_minor) as revenue_minor,
          sum(subscribers_at_start) filter (where day = ${bucket('day')}) as subscribers_at_start
        from analytics_daily_packs where day between ${from} and ${to} group by 1
      )
      select to_char(p.start, 'YYYY-MM-DD') as start, to_char(p."end", 'YYYY-MM-DD') as "end",
        coalesce(${active}, 0)::int as active_players,
        coalesce(g.topic, 0)::int as topic, coalesce(g.tournament, 0)::int as tournament,
        coalesce(g.challenge, 0)::int as challenge,
        coalesce(t.entries, 0)::int as tournament_entries,
        coalesce(b.total, 0)::int as battles_total, coalesce(b.staked, 0)::int as battles_staked,
        coalesce(b.bot, 0)::int as battles_bot, coalesce(b.coins_staked, 0)::float8 as coins_staked,
        coalesce(k.new_subscriptions, 0)::int as new_subscriptions,
        coalesce(k.renewals, 0)::int as renewals, coalesce(k.lapses, 0)::int as lapses,
        coalesce(k.unsubscriptions, 0)::int as unsubscriptions,
        coalesce(k.subscribers_at_start, 0)::int as subscribers_at_start,
        coalesce(k.revenue_minor, 0)::float8 as revenue_minor
      from p left join g using (start) left join b using (start) left join t using (start)
        left join k using (start)
      order by p.start`,
  );
  const packs = await queryRows<AnalyticsPackRow>(
    db,
    sql`select to_char(${bucket('a.day')}, 'YYYY-MM-DD') as period_start, a.pack_id,
        pk.title as pack, a.provider, a.currency,
        sum(a.new_subscriptions)::int as new_subscriptions, sum(a.renewals)::int as renewals,
        sum(a.lapses)::int as lapses, sum(a.unsubscriptions)::int as unsubscriptions,
        sum(a.revenue_minor)::float8 as revenue_minor
      from analytics_daily_packs a join packs pk on pk.id = a.pack_id
      where a.day between ${from} and ${to}
      group by 1, 2, 3, 4, 5
      having sum(a.new_subscriptions + a.renewals + a.lapses + a.unsubscriptions) > 0
        or sum(a.revenue_minor) > 0
      order by 1, 2, 4`,
  );
  const [state] = await queryRows<{ at: string | null }>(
    db,
    sql`select to_char(last_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from analytics_rollup_state where id = 1`,
  );
  return {
    from,
    to,
    grain,
    periods: rows.map(
      ({
        topic,
        tournament,
        challenge,
        battles_total,
        battles_staked,
        battles_bot,
        coins_staked,
        ...p
      }) => ({
        ...p,
        games: { topic, tournament, challenge },
        battles: { total: battles_total, staked: battles_staked, bot: battles_bot, coins_staked },
        churn: p.subscribers_at_start > 0 ? p.lapses / p.subscribers_at_start : null,
        revenue_per_active_player_minor:
          p.active_players > 0 ? Math.round(p.revenue_minor / p.active_players) : null,
      }),
    ),
    packs,
    rolled_up_at: state?.at ?? null,
  };
}
