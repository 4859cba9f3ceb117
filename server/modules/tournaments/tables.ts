/**
 * Tournaments: the templates the scheduler repeats, each occurrence with its questions, and each
 * player's standing. Only the tournaments module writes them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { questions } from '../topics/tables';
import { users } from '../users/tables';

export type TournamentType = 'DAILY' | 'MEGA';

export const tournamentTemplates = pgTable('tournament_templates', {
  id: id(),
  type: varchar('type', { length: 5 }).$type<TournamentType>().notNull(),
  name: text('name').notNull(),
  caption: text('caption').notNull().default(''),
  prize: text('prize').notNull().default(''),
  nameMm: text('name_mm'),
  captionMm: text('caption_mm'),
  prizeMm: text('prize_mm'),
  imageUrl: text('image_url'),
  // Local start time in the operator's time zone, "HH:MM"; MEGA also names the weekday (0 = Sunday).
  startLocalTime: varchar('start_local_time', { length: 5 }).notNull(),
  weekday: smallint('weekday'),
  lengthMinutes: integer('length_minutes').notNull(),
  duration: integer('duration').notNull(),
  questionCount: integer('question_count').notNull(),
  chances: integer('chances').notNull(),
  active: boolean('active').notNull().default(true),
  // The topics its questions are drawn from; empty draws from every topic.
  topicIds: jsonb('topic_ids').$type<number[]>().notNull().default([]),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    templateId: integer('template_id').references(() => tournamentTemplates.id),
    type: varchar('type', { length: 5 }).$type<TournamentType>().notNull(),
    name: text('name').notNull(),
    caption: text('caption').notNull().default(''),
    prize: text('prize').notNull().default(''),
    nameMm: text('name_mm'),
    captionMm: text('caption_mm'),
    prizeMm: text('prize_mm'),
    imageUrl: text('image_url'),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    duration: integer('duration').notNull(),
    questionCount: integer('question_count').notNull(),
    chances: integer('chances').notNull(),
    // Kept so an edit before the start can draw the questions again from the same topics.
    topicIds: jsonb('topic_ids').$type<number[]>().notNull().default([]),
    frozenAt: ts('frozen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournaments_type_time_idx').on(t.type, t.endTime),
    // The scheduler may run in several processes: one tournament per template and start.
    uniqueIndex('tournaments_template_start').on(t.templateId, t.startTime),
    check('tournaments_type', sql`${t.type} in ('DAILY', 'MEGA')`),
    check('tournaments_window', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const tournamentQuestions = pgTable(
  'tournament_questions',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.position] })],
);

/** A player's standing: best attempt, attempts used, and the rank frozen when it ends. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    bestScore: integer('best_score').notNull().default(0),
    bestFinishedAt: ts('best_finished_at'),
    finalRank: integer('final_rank'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    // Serves "page k" (walk in order) and "my rank" (count the rows ahead) without a table scan.
    // user_id desc breaks exact ties as a Redis sorted set does (reverse order of equal members).
    index('tournament_entries_rank_idx')
      .on(t.tournamentId, t.bestScore.desc(), t.bestFinishedAt.asc(), t.userId.desc())
      .where(sql`${t.bestFinishedAt} is not null`),
    index('tournament_entries_user_idx').on(t.userId),
  ],
);

/**
 * Ranked entrants per (tournament, best score): "my rank" sums the buckets above a score instead of
 * counting a million entries. Kept by a trigger on tournament_entries (migration 0006), so every
 * write, cascade and seed moves the buckets in its own transaction.
 */
export const tournamentScoreCounts = pgTable(
  'tournament_score_counts',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    bestScore: integer('best_score').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.bestScore] })],
);

export type FlagStatus = 'open' | 'dismissed' | 'disqualified';

/**
 * Fair play: a finished attempt whose correct answers came inhumanly fast or at near-constant
 * intervals (game-rules "Operator console"), written in the transaction that finishes it, and
 * staff's review of it. A disqualified attempt no longer counts towards its entry's best. Keyed by
 * the game (engine's table, which references this module's tables: no foreign key back to it).
 */
export const tournamentFlags = pgTable(
  'tournament_flags',
  {
    gameId: integer('game_id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Correct answers given sooner than a person reads the question. */
    fastAnswers: integer('fast_answers').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    /** Population standard deviation of the correct answers' times, in ms. */
    spreadMs: integer('spread_ms'),
    /** 0 to 100: the queue's order (see flagFinishedAttempt). */
    suspicion: smallint('suspicion').notNull(),
    status: varchar('status', { length: 12 }).$type<FlagStatus>().notNull().default('open'),
    flaggedAt: ts('flagged_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    reviewReason: text('review_reason'),
  },
  (t) => [
    index('tournament_flags_queue_idx').on(t.status, t.suspicion.desc(), t.flaggedAt.desc()),
    index('tournament_flags_user_idx').on(t.userId),
    check('tournament_flags_status', sql`${t.status} in ('open', 'dismissed', 'disqualified')`),
  ],
);

/**
 * Occurrences staff cancelled before their start. The tournament row goes (nobody can have
 * entered before the start), and this row keeps the scheduler from creating the template's
 * occurrence at that start again.
 */
export const tournamentCancellations = pgTable(
  'tournament_cancellations',
  {
    id: id(),
    tournamentId: integer('tournament_id').notNull(),
    templateId: integer('template_id').references(() => tournamentTemplates.id),
    startTime: ts('start_time').notNull(),
    cancelledAt: createdAt(),
  },
  (t) => [uniqueIndex('tournament_cancellations_template_start').on(t.templateId, t.startTime)],
);

/** A winner's prize handed over, by whom and when: once per winner. */
export const tournamentPrizeDeliveries = pgTable(
  'tournament_prize_deliveries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    deliveredAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

/**
 * "Remind me": a player asked to be told 10 minutes before an upcoming tournament starts. The
 * reminder job (reminders.ts) tells everyone whose row is there when it runs, so turning it off is
 * deleting the row; a cancelled tournament takes its rows with it.
 */
export const tournamentReminders = pgTable(
  'tournament_reminders',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_reminders_user_idx').on(t.userId),
  ],
);
