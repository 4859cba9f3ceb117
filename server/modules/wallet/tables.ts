/**
 * Coins and gems: a balance per player and the ledger of every change to it. Only the wallet
 * module writes them (moveWallet, openWallet, lockWallets); the CHECKs keep balances non-negative.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { users } from '../users/tables';

export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull().default(0),
    gems: integer('gems').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallets_coins_non_negative', sql`${t.coins} >= 0`),
    check('wallets_gems_non_negative', sql`${t.gems} >= 0`),
  ],
);

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 4 }).$type<'coin' | 'gem'>().notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    reference: text('reference'),
    // A retried movement with the same key is a no-op, never a second credit or debit.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.currency),
    check('wallet_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check('wallet_ledger_currency', sql`${t.currency} in ('coin', 'gem')`),
  ],
);
