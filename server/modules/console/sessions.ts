import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignInReply, StaffMe } from '@contract/console';
import type { ZSignInRequest } from '@contract/console';
import type { StaffRole } from '@contract/staff-roles';
import type { AppContext, StaffUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { decoyHash, verifyPassword } from './passwords';
import { staff, staffSessions } from './tables';
import { totpStep } from './totp';

/** interfaces.md: the published development admin, which production refuses. */
export const DEV_ADMIN_EMAIL = 'admin@example.com';
export const DEV_ADMIN_PASSWORD = 'dev-console-password';

export const IDLE_MINUTES = 30;
/** Failed sign-ins in a row that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

const ROLES_NEEDING_TOTP: readonly StaffRole[] = ['admin', 'support'];

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidCredentials = () =>
  new AppError('invalid_credentials', 'Wrong email or password, or the account is disabled.');
const sessionExpired = () =>
  new AppError('session_expired', 'Console session expired or signed out. Please sign in again.');

type StaffRow = typeof staff.$inferSelect;

export function needsTotpEnrolment(ctx: AppContext, row: Pick<StaffRow, 'role' | 'totpEnabledAt'>) {
  return (
    ctx.config.isProduction &&
    ROLES_NEEDING_TOTP.includes(row.role as StaffRole) &&
    row.totpEnabledAt === null
  );
}

export const meOf = (ctx: AppContext, row: StaffRow): StaffMe => ({
  id: row.id,
  email: row.email,
  role: row.role as StaffRole,
  totp_enabled: row.totpEnabledAt !== null,
  totp_enrolment_required: needsTotpEnrolment(ctx, row),
  password_change_required: row.passwordChangeRequired,
});

/** Counts a failed sign-in; the fifth in a row locks the account and starts the count again. */
export async function countFailure(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(staff)
    .set({
      failedSignIns: sql`case when ${staff.failedSignIns} + 1 >= ${LOCK_AFTER_FAILURES} then 0 else ${staff.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${staff.failedSignIns} + 1 >= ${LOCK_AFTER_FAILURES} then now() + make_interval(mins => ${LOCK_MINUTES}) else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, id));
}

/**
 * Checks email, password and (when enrolled) the TOTP code, then opens a server-side session.
 * Returns the cookie's token, which only its hash in staff_sessions can recognise.
 */
export async function signIn(
  ctx: AppContext,
  input: z.output<typeof ZSignInRequest>,
  now = new Date(),
): Promise<{ token: string; reply: SignInReply }> {
  if (ctx.config.isProduction && input.email === DEV_ADMIN_EMAIL) {
    // Published defaults: whatever the database holds, production never opens this account.
    await decoyHash(ctx.config.consolePasswordCost).then((hash) =>
      verifyPassword(input.password, hash),
    );
    throw invalidCredentials();
  }
  const [row] = await ctx.db
    .select({
      account: staff,
      locked: sql<boolean>`coalesce(${staff.lockedUntil} > now(), false)`,
    })
    .from(staff)
    .where(eq(staff.email, input.email))
    .limit(1);
  if (!row) {
    await verifyPassword(input.password, await decoyHash(ctx.config.consolePasswordCost));
    throw invalidCredentials();
  }
  const { account } = row;
  if (row.locked) {
    throw new AppError(
      'account_locked',
      `Too many failed sign-ins: this account is locked for up to ${LOCK_MINUTES} minutes.`,
    );
  }
  const passwordOk = await verifyPassword(input.password, account.passwordHash);
  if (!passwordOk || account.disabled) {
    if (!passwordOk) await countFailure(ctx.db, account.id);
    throw invalidCredentials();
  }
  let step: number | null = null;
  if (account.totpEnabledAt && account.totpSecret) {
    if (!input.totp) throw new AppError('totp_required', 'Enter the code of your authenticator.');
    step = totpStep(account.email, account.totpSecret, input.totp, now);
    if (step === null || step <= (account.totpLastStep ?? -1)) {
      await countFailure(ctx.db, account.id);
      throw new AppError('totp_invalid', 'That authenticator code is wrong or already used.');
    }
  }
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({
        failedSignIns: 0,
        lockedUntil: null,
        lastSignInAt: sql`now()`,
        ...(step !== null && { totpLastStep: step }),
      })
      .where(eq(staff.id, account.id));
    await tx
      .insert(staffSessions)
      .values({ staffId: account.id, tokenHash: hashToken(token), csrfToken });
  });
  return {
    token,
    reply: { ...meOf(ctx, account), csrf_token: csrfToken, idle_minutes: IDLE_MINUTES },
  };
}

/**
 * The staff member behind a session cookie. The session lives while it is used within the idle
 * time, by the database's clock (one clock for every server process), and while the account is
 * enabled: disabling an account ends its sessions at the next request.
 */
export async function authenticateStaff(ctx: AppContext, token: string): Promise<StaffUser> {
  const [row] = await ctx.db
    .update(staffSessions)
    .set({ lastUsedAt: sql`now()` })
    .from(staff)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.lastUsedAt} > now() - make_interval(mins => ${IDLE_MINUTES})`,
        eq(staff.id, staffSessions.staffId),
        eq(staff.disabled, false),
      ),
    )
    .returning({
      sessionId: staffSessions.id,
      csrfToken: staffSessions.csrfToken,
      id: staff.id,
      email: staff.email,
      role: staff.role,
      totpEnabledAt: staff.totpEnabledAt,
      passwordChangeRequired: staff.passwordChangeRequired,
    });
  if (!row) throw sessionExpired();
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    totpEnrolmentRequired: needsTotpEnrolment(ctx, {
      role: row.role,
      totpEnabledAt: row.totpEnabledAt,
    }),
    passwordChangeRequired: row.passwordChangeRequired,
  };
}

export async function signOut(ctx: AppContext, who: StaffUser): Promise<void> {
  await ctx.db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffSessions.id, who.sessionId));
}

/** Ends every session of an account (disabled, or its role changed). */
export async function endSessionsOf(db: DbOrTx, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
