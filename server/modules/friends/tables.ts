/**
 * Friend requests and friendships. Only the friends module writes them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../users/tables';

export const friendships = pgTable(
  'friendships',
  {
    id: id(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<'pending' | 'accepted'>().notNull(),
    createdAt: createdAt(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    // One row per pair whichever side asked first: no duplicate or crossing requests.
    uniqueIndex('friendships_pair').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId, t.status),
    check('friendships_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);
