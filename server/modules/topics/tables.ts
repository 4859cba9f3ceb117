/**
 * The content: categories, topics and their questions, who follows or favours them, and players'
 * reports of bad questions with their review. Only the topics module writes them (the publish
 * path, follows, reports and their review).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, ts } from '../../db/columns';
import { users } from '../users/tables';

export const categories = pgTable('categories', {
  id: id(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  nameMm: text('name_mm'),
  imageUrl: text('image_url'),
  isBcs: boolean('is_bcs').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const categoryFavourites = pgTable(
  'category_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    name: text('name').notNull(),
    nameMm: text('name_mm'),
    imageUrl: text('image_url'),
    isTop: boolean('is_top').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    // Kept in step with topic_follows by the follow service: every topic list shows it, and
    // counting a popular topic's followers on each list would not scale.
    followerCount: integer('follower_count').notNull().default(0),
    // Players see only published topics; the console's studio writes a new one unpublished and
    // publishes it once its questions are ready. Imported topics are published at once.
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('topics_category_idx').on(t.categoryId),
    check('topics_follower_count_non_negative', sql`${t.followerCount} >= 0`),
  ],
);

export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_follows_topic_idx').on(t.topicId),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    type: varchar('type', { length: 8 }).$type<'text' | 'image'>().notNull().default('text'),
    // English and Myanmar; either may be missing (a question first written in one language),
    // and the player then reads the other: see inLanguage (server/lib/language.ts).
    questionValue: text('question_value'),
    questionValueMm: text('question_value_mm'),
    srcUrl: text('src_url'),
    difficulty: smallint('difficulty').notNull().default(1),
    timer: integer('timer').notNull().default(20),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_topic_idx').on(t.topicId),
    check('questions_type', sql`${t.type} in ('text', 'image')`),
    check('questions_image_has_src', sql`${t.type} <> 'image' or ${t.srcUrl} is not null`),
    check(
      'questions_has_text',
      sql`${t.questionValue} is not null or ${t.questionValueMm} is not null`,
    ),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    // English and Myanmar, as the question's text.
    value: text('value'),
    valueMm: text('value_mm'),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('question_options_question_idx').on(t.questionId),
    check('question_options_has_value', sql`${t.value} is not null or ${t.valueMm} is not null`),
    // Exactly one correct option per question: at most one here, at least one checked by the seed.
    uniqueIndex('question_options_one_correct')
      .on(t.questionId)
      .where(sql`${t.isCorrect}`),
  ],
);

/**
 * Pictures staff upload for topic covers and image questions, re-encoded to WebP (studio-images).
 * A row is never changed: a new picture is a new row, so its URL (id and hash) can be cached for
 * ever, and a game that showed the old picture keeps showing it.
 */
export const contentImages = pgTable('content_images', {
  id: id(),
  version: varchar('version', { length: 16 }).notNull(),
  image: bytea('image').notNull(),
  createdAt: createdAt(),
});

export type ReportType = 'wrong_question' | 'wrong_answer' | 'others';
export type ReportResolution = 'fixed' | 'retired' | 'dismissed';

/**
 * A player's report of a question, one per player and question. It stays open until staff review
 * the question (fix, retire or dismiss); reporting again after a review opens it again.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).$type<ReportType>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
    resolvedAt: ts('resolved_at'),
    resolution: varchar('resolution', { length: 10 }).$type<ReportResolution>(),
    // Staff are not rows this module knows (the console owns them): who reviewed, as named.
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    uniqueIndex('question_reports_once').on(t.userId, t.questionId),
    // The queue and the serving rule read only open reports.
    index('question_reports_open_idx')
      .on(t.questionId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
