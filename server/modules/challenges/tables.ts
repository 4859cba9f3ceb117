/**
 * Challenges between two players and the questions both play. Only the challenges module writes
 * them; each side's game is the engine's.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { games } from '../engine/tables';
import { questions, topics } from '../topics/tables';
import { users } from '../users/tables';

type ChallengeStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'completed';

export const challenges = pgTable(
  'challenges',
  {
    id: id(),
    challengerId: integer('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opponentId: integer('opponent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bet: integer('bet').notNull(),
    questionCount: integer('question_count').notNull(),
    type: varchar('type', { length: 6 }).$type<'single' | 'global'>().notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    status: varchar('status', { length: 10 }).$type<ChallengeStatus>().notNull().default('pending'),
    winnerId: integer('winner_id').references(() => users.id),
    // Each side's score, set when that side's game ends: settlement compares them.
    challengerCorrect: integer('challenger_correct'),
    challengerTimeMs: integer('challenger_time_ms'),
    opponentCorrect: integer('opponent_correct'),
    opponentTimeMs: integer('opponent_time_ms'),
    challengerGameId: integer('challenger_game_id').references(() => games.id),
    opponentGameId: integer('opponent_game_id').references(() => games.id),
    // Pending: when it is cancelled unanswered. Accepted: when unfinished games are ended and it settles.
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    respondedAt: ts('responded_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('challenges_challenger_idx').on(t.challengerId, t.status),
    index('challenges_opponent_idx').on(t.opponentId, t.status),
    index('challenges_expiry_idx').on(t.status, t.expiresAt),
    check('challenges_not_self', sql`${t.challengerId} <> ${t.opponentId}`),
    check('challenges_bet_positive', sql`${t.bet} > 0`),
    check('challenges_single_has_topic', sql`${t.type} <> 'single' or ${t.topicId} is not null`),
  ],
);

export const challengeQuestions = pgTable(
  'challenge_questions',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.position] })],
);
