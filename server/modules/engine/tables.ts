/**
 * The engine's tables: a game of every mode (topic play, tournament attempts, challenges) and its
 * questions in this game's order. Only the engine writes them; modes call ./index.ts.
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, idOf, ts } from '../../db/columns';
import { questions, topics } from '../topics/tables';
import { users } from '../users/tables';

export type GameKind = 'topic' | 'tournament' | 'challenge' | 'battle';

export const games = pgTable(
  'games',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<GameKind>().notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    tournamentId: integer('tournament_id').references(() => idOf('tournaments')),
    challengeId: integer('challenge_id'),
    // A live battle's (modules/battles): each of its two players plays a game of the same questions.
    battleId: integer('battle_id'),
    status: varchar('status', { length: 10 })
      .$type<'playing' | 'finished'>()
      .notNull()
      .default('playing'),
    questionCount: integer('question_count').notNull(),
    currentPosition: integer('current_position').notNull().default(0),
    totalCorrect: integer('total_correct').notNull().default(0),
    points: integer('points').notNull().default(0),
    // Whole-attempt clock for tournaments, in seconds; null when each question has its own timer.
    duration: integer('duration'),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('games_user_idx').on(t.userId, t.kind, t.status),
    index('games_topic_idx').on(t.topicId, t.points),
    // The analytics roll-up reads the games of a day or two every few minutes.
    index('games_started_idx').on(t.startedAt),
    // A double-tapped Play starts one game per player and challenge.
    uniqueIndex('games_one_per_challenge')
      .on(t.challengeId, t.userId)
      .where(sql`${t.challengeId} is not null`),
    uniqueIndex('games_one_per_battle')
      .on(t.battleId, t.userId)
      .where(sql`${t.battleId} is not null`),
    check('games_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export const gameQuestions = pgTable(
  'game_questions',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    // This game's shuffled order of option ids.
    optionOrder: jsonb('option_order').$type<number[]>().notNull(),
    servedAt: ts('served_at'),
    answeredAt: ts('answered_at'),
    answerOptionId: integer('answer_option_id'),
    isCorrect: boolean('is_correct'),
    timedOut: boolean('timed_out').notNull().default(false),
    remainingTime: integer('remaining_time'),
    points: integer('points').notNull().default(0),
    tryAgainUsed: boolean('try_again_used').notNull().default(false),
    // The option answered wrongly before a paid try-again: the retry must pick another one.
    triedOptionId: integer('tried_option_id'),
    // Once the right option is shown, a paid retry would be a sure win: it is refused from then on.
    answerRevealed: boolean('answer_revealed').notNull().default(false),
    fiftyFiftyUsed: boolean('fifty_fifty_used').notNull().default(false),
    getAnswerUsed: boolean('get_answer_used').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.position] }),
    uniqueIndex('game_questions_once').on(t.gameId, t.questionId),
    // The console's question bank counts a page of questions' serves in one grouped read.
    index('game_questions_question_idx').on(t.questionId),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type GameQuestionRow = typeof gameQuestions.$inferSelect;
