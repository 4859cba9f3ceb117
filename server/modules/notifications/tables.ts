/**
 * A player's notifications, the broadcasts that fan out into them, and promotions. Only the
 * notifications module writes them.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../users/tables';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    // Set when created from a broadcast, so a broadcast reaches each player at most once.
    broadcastKey: text('broadcast_key'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_broadcast_once').on(t.userId, t.broadcastKey),
  ],
);

/**
 * Each broadcast (new tournament, new topic, daily update) once: its key is claimed here before the
 * fan-out into notifications, so a repeated run costs one conflicting insert, not one per player.
 */
export const broadcasts = pgTable('broadcasts', {
  key: text('key').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A broadcast made in the quiet hours, waiting for 08:00 operator time (game-rules "Operator
 * console"). At delivery, one whose news went stale meanwhile (`stale_at` passed: a tournament
 * past half its window) is dropped, and several of a kind go out as one summary notification.
 * Rows go once delivered or dropped; taking a broadcast back (withdrawBroadcast) removes its row.
 */
export const heldBroadcasts = pgTable(
  'held_broadcasts',
  {
    key: text('key').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    deliverAt: ts('deliver_at').notNull(),
    staleAt: ts('stale_at'),
    createdAt: createdAt(),
  },
  (t) => [index('held_broadcasts_due_idx').on(t.deliverAt)],
);

export type PromotionAudience = 'all' | 'subscribers' | 'lapsed';

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    titleMm: text('title_mm'),
    bodyMm: text('body_mm'),
    audience: varchar('audience', { length: 12 })
      .$type<PromotionAudience>()
      .notNull()
      .default('all'),
    startsAt: ts('starts_at').notNull().defaultNow(),
    // The first moment at or after starts_at inside the broadcast hours (deliveryTime): a
    // promotion starting at night waits for the morning, as every broadcast does. No default:
    // every writer works it out (a default of now let seeded promotions out at night).
    deliversAt: ts('delivers_at').notNull(),
    endsAt: ts('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [check('promotions_window', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`)],
);
