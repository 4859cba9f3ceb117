/**
 * Topic play's own records: what a player has done with each question and their best topic games.
 * Only topic play writes them. Players' question reports belong to topics, the owner of questions
 * (topics/tables.ts): the review queue and the rule that holds a much-reported question back are
 * content rules.
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { questions, topics } from '../topics/tables';
import { users } from '../users/tables';

/** What a player has ever done with a question: drives first-correct coins, progress, all_played. */
export const questionHistory = pgTable(
  'question_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    answeredCount: integer('answered_count').notNull().default(0),
    firstCorrectAt: ts('first_correct_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_history_user_topic_idx').on(t.userId, t.topicId),
  ],
);

/** A player's best topic game, for the topic ranking (best points, then earlier finish). */
export const topicScores = pgTable(
  'topic_scores',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bestPoints: integer('best_points').notNull().default(0),
    bestFinishedAt: ts('best_finished_at').notNull(),
    gamesPlayed: integer('games_played').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.userId] }),
    index('topic_scores_rank_idx').on(t.topicId, t.bestPoints, t.bestFinishedAt),
    // Ranking entries show each player's high score across topics.
    index('topic_scores_user_idx').on(t.userId),
  ],
);
