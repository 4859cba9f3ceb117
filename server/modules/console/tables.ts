/**
 * The console's tables: staff accounts, their sessions and the audit log. Only the console
 * module writes them; other console features record their changes with its `recordAudit`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';

export const staff = pgTable(
  'staff',
  {
    id: id(),
    // Stored lower-case (the contract lower-cases what staff type), so unique means unique.
    email: varchar('email', { length: 254 }).notNull().unique(),
    role: varchar('role', { length: 16 }).notNull(),
    // The password's scrypt hash with its parameters (server/modules/console/passwords.ts).
    passwordHash: text('password_hash').notNull(),
    // Set while the password is a one-time one someone else handed over: the guard lets the
    // account do nothing but set its own first.
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    // When the password was set: a one-time one is refused once CONSOLE_ONE_TIME_PASSWORD_HOURS
    // have passed since (accounts that existed before this column count from its migration).
    passwordSetAt: ts('password_set_at').notNull().defaultNow(),
    // Base32; a secret being enrolled until totp_enabled_at says it was confirmed with a code.
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpEnabledAt: ts('totp_enabled_at'),
    // The last TOTP time step accepted: a code is good once, not for its whole 30 s window.
    totpLastStep: integer('totp_last_step'),
    disabled: boolean('disabled').notNull().default(false),
    lastSignInAt: ts('last_sign_in_at'),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'editor', 'support', 'analyst')`)],
);

/**
 * Failed sign-ins in a row, per email as typed and client address (sign-in-throttle.ts). Keyed by
 * the email rather than the account, so an unknown email takes the same path (and the same time)
 * as a known one; keyed by address too, so failures from one address never delay another's.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    email: varchar('email', { length: 254 }).notNull(),
    // The client address as the server sees it (X-Forwarded-For only through TRUST_PROXY).
    address: varchar('address', { length: 64 }).notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: ts('last_failure_at').notNull().defaultNow(),
    // Attempts before this are refused unweighed: the delay grows with each failure.
    retryAt: ts('retry_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.address] }),
    index('staff_sign_in_failures_at_idx').on(t.lastFailureAt),
  ],
);

/** Server-side sessions: disabling an account or signing out ends them at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    // sha256 of the cookie's token: a database leak does not leak usable sessions.
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    // The client address it was opened from, shown to its owner in My account (null: opened
    // before addresses were kept).
    address: varchar('address', { length: 64 }),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One row per change a staff member made. Append-only: a trigger of the migration refuses UPDATE,
 * DELETE and TRUNCATE, so not even a bug in a route (or a console of psql) rewrites history.
 * The email is copied so the row still names its author if the account changes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    staffEmail: varchar('staff_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 100 }).notNull(),
    target: varchar('target', { length: 200 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.target),
    index('audit_log_staff_idx').on(t.staffEmail),
  ],
);
