/**
 * Customer care's own table: an admin's credit above support's per-action cap, waiting for a
 * second admin (game-rules "Operator console"). Only console-care writes it; the money itself
 * moves through the wallet's ledger when another admin approves.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { auditLog, staff } from '../console/tables';
import { users } from '../users/tables';

export const walletApprovals = pgTable(
  'wallet_approvals',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 4 }).$type<'coin' | 'gem'>().notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    // The request's audit row; the decision's is decision_audit_id (the ledger's reference).
    requestAuditId: integer('request_audit_id')
      .notNull()
      .references(() => auditLog.id),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'approved' | 'declined'>()
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: ts('decided_at'),
    decisionAuditId: integer('decision_audit_id').references(() => auditLog.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_approvals_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('wallet_approvals_currency', sql`${t.currency} in ('coin', 'gem')`),
    // Only credits wait: a debit never needs a second pair of eyes to protect the player.
    check('wallet_approvals_credit', sql`${t.delta} > 0`),
    // Four eyes, kept by the database too: whoever asked never decides.
    check('wallet_approvals_second_admin', sql`${t.decidedBy} <> ${t.requestedBy}`),
    index('wallet_approvals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
