/**
 * Daily roll-ups of play, subscriptions and revenue, kept by the roll-up job (./rollup.ts) from
 * the engine's, tournaments' and packs' tables, so a dashboard reads a few hundred rows instead of
 * millions of games. Days are operator-time days (OPERATOR_TIMEZONE). Only this module writes them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/** Players who started at least one game of any mode that day. */
export const analyticsDailyActive = pgTable('analytics_daily_active', {
  day: date('day', { mode: 'string' }).primaryKey(),
  activePlayers: integer('active_players').notNull(),
  /** Entries (one per player and tournament) of the tournaments that ended that day. */
  tournamentEntries: integer('tournament_entries').notNull(),
});

/** Games started per day and mode, with the distinct players of that mode that day. */
export const analyticsDailyGames = pgTable(
  'analytics_daily_games',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mode: varchar('mode', { length: 10 }).notNull(),
    games: integer('games').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mode] })],
);

/**
 * Live battles started per day (by their match time): all, with a stake, against the practice bot,
 * and the coins staked (both players' stakes together).
 */
export const analyticsDailyBattles = pgTable('analytics_daily_battles', {
  day: date('day', { mode: 'string' }).primaryKey(),
  battles: integer('battles').notNull(),
  staked: integer('staked').notNull(),
  bot: integer('bot').notNull(),
  coinsStaked: bigint('coins_staked', { mode: 'number' }).notNull(),
});

/**
 * Who was active on which day: distinct players of a week or a month cannot be summed from days,
 * so the week and month counts are taken from these rows (one per active player and day).
 */
export const analyticsPlayerDays = pgTable(
  'analytics_player_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * Each player's first day in analytics_player_days, kept with it, so retention cohorts read the
 * players of a few weeks by first_day instead of grouping every player's days.
 */
export const analyticsPlayerFirstDays = pgTable(
  'analytics_player_first_days',
  {
    userId: integer('user_id').primaryKey(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [index('analytics_player_first_days_day_idx').on(t.firstDay)],
);

/**
 * Each day's new players (first day in analytics_player_first_days) and how many of them played
 * again exactly 1, 7 and 30 days later: the retention screen sums a week's days, so it reads a
 * row a day instead of every player of its cohorts. Days without new players have no row.
 */
export const analyticsDailyCohorts = pgTable(
  'analytics_daily_cohorts',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    newPlayers: integer('new_players').notNull(),
    backD1: integer('back_d1').notNull(),
    backD7: integer('back_d7').notNull(),
    backD30: integer('back_d30').notNull(),
  },
  (t) => [
    check(
      'analytics_cohort_counts',
      sql`${t.backD1} <= ${t.newPlayers} and ${t.backD7} <= ${t.newPlayers} and ${t.backD30} <= ${t.newPlayers}`,
    ),
  ],
);

/**
 * Live streaks as they stood at a day's last roll-up, per length bucket (its shortest length,
 * contract STREAK_BUCKETS), zeros included so a counted day is told from a missing one. A
 * streak's past cannot be read back from player_progress, so the days start with the first run.
 */
export const analyticsDailyStreaks = pgTable(
  'analytics_daily_streaks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    minDays: integer('min_days').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.minDays] })],
);

/** Daily reward claims per operator day and the coins and gems they paid. */
export const analyticsDailyRewards = pgTable('analytics_daily_rewards', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claims: integer('claims').notNull(),
  coins: bigint('coins', { mode: 'number' }).notNull(),
  gems: integer('gems').notNull(),
});

/** Distinct active players per calendar week (starting Saturday) and month. */
export const analyticsPeriodActive = pgTable(
  'analytics_period_active',
  {
    grain: varchar('grain', { length: 5 }).$type<'week' | 'month'>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    activePlayers: integer('active_players').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.periodStart] }),
    check('analytics_period_grain', sql`${t.grain} in ('week', 'month')`),
  ],
);

/** Subscription movements and revenue per day, pack and provider. */
export const analyticsDailyPacks = pgTable(
  'analytics_daily_packs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    packId: integer('pack_id').notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    newSubscriptions: integer('new_subscriptions').notNull(),
    renewals: integer('renewals').notNull(),
    lapses: integer('lapses').notNull(),
    unsubscriptions: integer('unsubscriptions').notNull(),
    /** Subscriptions running at the day's first instant: the base churn is measured against. */
    subscribersAtStart: integer('subscribers_at_start').notNull(),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.packId, t.provider] }),
    check('analytics_revenue_non_negative', sql`${t.revenueMinor} >= 0`),
  ],
);

/** One row: when the roll-up last ran, so the first run back-fills and later ones redo two days. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: integer('id').primaryKey(),
  backfilledFrom: date('backfilled_from', { mode: 'string' }).notNull(),
  lastRunAt: ts('last_run_at').notNull(),
});
