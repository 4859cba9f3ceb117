/** Devices that turned push notifications on. Only the push module writes them. */
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../users/tables';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A browser's endpoint is its device's: signing in as someone else on it moves it to them.
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    // The language the device's player read when subscribing: pushes are written in it.
    language: varchar('language', { length: 2 }).$type<'en' | 'mm'>().notNull(),
    sessionId: integer('session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
