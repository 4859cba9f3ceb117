/**
 * Daily roll-ups of play, subscriptions and revenue, kept by the roll-up job (./rollup.ts) from
 * the engine's, tournaments' and packs' tables, so a dashboard reads a few hundred rows instead of
 * millions of games. Days are operator-time days (OPERATOR_TIMEZONE). Only this module writes them.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
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
