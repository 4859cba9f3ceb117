/**
 * Coming back: each player's streak and the counters badges watch, the badge catalogue and what
 * each player earned, daily reward claims and celebrations waiting for the next screen. Only the
 * retention module writes them.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../users/tables';

/**
 * The rules a badge may watch (interfaces.md: console badges), each a counter in player_progress.
 * The database's check is built from this list, the console's form and the API from
 * contract/retention.ts BADGE_RULE_NAMES (a tables.ts imports no contract): badge-rules.test.ts
 * holds the two equal, or a rule the console offers would be refused by the check (a 500).
 */
export const BADGE_RULES = [
  'games_finished',
  'correct_answers',
  'perfect_games',
  'streak_days',
  'topics_completed',
  'tournament_top10',
  'tournament_wins',
  'challenges_won',
  'battles_won',
  'friends',
] as const;
export type BadgeRule = (typeof BADGE_RULES)[number];

/**
 * One row per player who finished a game or moved a counter: the streak in operator days
 * (last_play_day the last day played) and the lifetime counters. Its row lock orders the
 * transactions of one player, so two games finishing at once award a badge once.
 */
export const playerProgress = pgTable(
  'player_progress',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    streakDays: integer('streak_days').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    freezes: integer('freezes').notNull().default(0),
    lastPlayDay: date('last_play_day'),
    gamesFinished: integer('games_finished').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
    perfectGames: integer('perfect_games').notNull().default(0),
    topicsCompleted: integer('topics_completed').notNull().default(0),
    tournamentTop10: integer('tournament_top10').notNull().default(0),
    tournamentWins: integer('tournament_wins').notNull().default(0),
    challengesWon: integer('challenges_won').notNull().default(0),
    battlesWon: integer('battles_won').notNull().default(0),
    friends: integer('friends').notNull().default(0),
  },
  (t) => [
    check('player_progress_freezes', sql`${t.freezes} between 0 and 2`),
    // The streak reminder at 20:00 looks for streaks whose last day was yesterday.
    index('player_progress_last_day_idx').on(t.lastPlayDay),
  ],
);

export const badges = pgTable(
  'badges',
  {
    id: id(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    nameMm: varchar('name_mm', { length: 120 }).notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionMm: text('description_mm').notNull(),
    rule: varchar('rule', { length: 30 }).$type<BadgeRule>().notNull(),
    threshold: integer('threshold').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    // A retired badge is no longer awarded nor listed as locked; who earned it keeps it.
    retiredAt: ts('retired_at'),
  },
  (t) => [
    check('badges_threshold', sql`${t.threshold} >= 1`),
    check(
      'badges_rule',
      sql`${t.rule} in (${sql.raw(BADGE_RULES.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

export const playerBadges = pgTable(
  'player_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id),
    earnedAt: ts('earned_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.badgeId] }),
    index('player_badges_recent_idx').on(t.userId, t.earnedAt),
  ],
);

/** One claim per player and operator day: the key makes a second claim of the day impossible. */
export const dailyRewardClaims = pgTable(
  'daily_reward_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    dayInCycle: integer('day_in_cycle').notNull(),
    coins: integer('coins').notNull(),
    gems: integer('gems').notNull(),
    claimedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('daily_reward_day_idx').on(t.day)],
);

/** A badge earned or a level reached, celebrated once on the player's next screen. */
export const celebrations = pgTable(
  'celebrations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<'badge' | 'level'>().notNull(),
    badgeId: integer('badge_id').references(() => badges.id),
    level: integer('level'),
    createdAt: createdAt(),
    seenAt: ts('seen_at'),
  },
  (t) => [
    index('celebrations_pending_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);
