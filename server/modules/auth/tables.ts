/**
 * Sign-in's tables: sessions and the operator tokens already used. Only the auth module writes them.
 */
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../users/tables';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the bearer token: a database leak does not leak usable sessions.
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Each operator access token's jti, so a token is accepted exactly once. */
export const usedAccessTokens = pgTable('used_access_tokens', {
  jti: varchar('jti', { length: 200 }).primaryKey(),
  msisdn: varchar('msisdn', { length: 11 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: createdAt(),
});
