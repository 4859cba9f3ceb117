/**
 * The players' tables: the player, their broadcast settings and their avatar. Only the users
 * module writes them; other modules call its index.ts (addPoints, recordOutcome, …).
 */
import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, ts } from '../../db/columns';

export const users = pgTable('users', {
  id: id(),
  msisdn: varchar('msisdn', { length: 11 }).notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email'),
  imageUrl: text('image_url'),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  points: integer('points').notNull().default(0),
  win: integer('win').notNull().default(0),
  draw: integer('draw').notNull().default(0),
  loss: integer('loss').notNull().default(0),
  // Counted once per tournament when it ends (modules/tournaments/end.ts).
  tournamentWin: integer('tournament_win').notNull().default(0),
  tournamentPlayed: integer('tournament_played').notNull().default(0),
  // Set by customer care (console): a blocked player cannot sign in until it is cleared again.
  blockedAt: ts('blocked_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A player's broadcast toggles before they change any (product-spec: settings). A player may have
 * no row (made before settings): reads and broadcasts treat a missing row as these.
 */
export const settingDefaults = {
  dailyUpdates: false,
  newTopics: true,
  newTournament: true,
} as const;

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyUpdates: boolean('daily_updates').notNull().default(settingDefaults.dailyUpdates),
  newTopics: boolean('new_topics').notNull().default(settingDefaults.newTopics),
  newTournament: boolean('new_tournament').notNull().default(settingDefaults.newTournament),
});

/**
 * The player's avatar as a small WebP, kept in the database so every server process (and a
 * restored backup) serves the same picture; users.image_url names its version.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: varchar('version', { length: 16 }).notNull(),
  image: bytea('image').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
