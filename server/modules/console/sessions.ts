import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignInReply, StaffMe } from '@contract/console';
import type { ZSignInRequest } from '@contract/console';
import type { StaffRole } from '@contract/staff-roles';
import type { AppContext, StaffUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { decoyHash, verifyPassword } from './passwords';
import { recordAudit } from './audit';
import { clearFailures, isThrottled, recordFailure } from './sign-in-throttle';
import { oneTimePasswordExpired, oneTimePasswordExpiredError } from './one-time-passwords';
import { staff, staffSessions } from './tables';
import { totpStep } from './totp';

/** interfaces.md: the published development admin, which production refuses. */
export const DEV_ADMIN_EMAIL = 'admin@example.com';
export const DEV_ADMIN_PASSWORD = 'dev-console-password';

export const IDLE_MINUTES = 30;

/** The roles production lets in only with a second factor. */
export const ROLES_NEEDING_TOTP: readonly StaffRole[] = ['admin', 'support'];

const usedLately = sql<boolean>`${staffSessions.lastUsedAt} > now() - make_interval(mins => ${IDLE_MINUTES})`;
/** A session that still opens the console: not ended, and used within the idle time. */
export const liveSession = and(isNull(staffSessions.revokedAt), usedLately)!;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every refusal before the password is proven reads the same, whatever the cause (unknown email,
 * wrong password, disabled account, a delayed address): a caller cannot tell a staff email from
 * another one.
 */
const invalidCredentials = () =>
  new AppError(
    'invalid_credentials',
    'Wrong email or password, or this account cannot sign in from here now. Wait a few minutes and try again.',
  );
const totpInvalid = () =>
  new AppError('totp_invalid', 'That authenticator code is wrong or already used.');
const sessionExpired = () =>
  new AppError('session_expired', 'Console session expired or signed out. Please sign in again.');

type StaffRow = typeof staff.$inferSelect;

function needsTotpEnrolment(ctx: AppContext, row: Pick<StaffRow, 'role' | 'totpEnabledAt'>) {
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
  time_zone: ctx.config.timezone,
});

/**
 * Checks email, password and (when enrolled) the TOTP code, then opens a server-side session.
 * Returns the cookie's token, which only its hash in staff_sessions can recognise. `address` is
 * the client's as the server sees it: failures delay that address only (sign-in-throttle.ts).
 */
export async function signIn(
  ctx: AppContext,
  input: z.output<typeof ZSignInRequest>,
  address: string,
  now = new Date(),
): Promise<{ token: string; reply: SignInReply }> {
  const { email } = input;
  const [found] = await ctx.db.select().from(staff).where(eq(staff.email, email)).limit(1);
  // Published defaults: whatever the database holds, production never opens this account.
  const account = ctx.config.isProduction && email === DEV_ADMIN_EMAIL ? undefined : found;
  const throttled = await isThrottled(ctx.db, email, address);
  // One slow hash on every path, so that no refusal answers sooner than another.
  const hash = account?.passwordHash ?? (await decoyHash(ctx.config.consolePasswordCost));
  const passwordOk = await verifyPassword(input.password, hash);
  // A delayed address learns nothing, not even whether the password was right, and is not counted.
  if (throttled) throw invalidCredentials();
  if (!account || !passwordOk || account.disabled) {
    await recordFailure(ctx.db, email, address, account ?? null);
    throw invalidCredentials();
  }
  if (oneTimePasswordExpired(ctx, account, now)) throw oneTimePasswordExpiredError();
  let step: number | null = null;
  if (account.totpEnabledAt && account.totpSecret) {
    if (!input.totp) throw new AppError('totp_required', 'Enter the code of your authenticator.');
    step = totpStep(account.email, account.totpSecret, input.totp, now);
    if (step === null) {
      await recordFailure(ctx.db, email, address, account);
      throw totpInvalid();
    }
  }
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const opened = await ctx.db.transaction(async (tx) => {
    // The code's step is taken here and only if still unused, in the session's transaction: of
    // sign-ins racing with one code, one updates the row and the others find it taken.
    const [taken] = await tx
      .update(staff)
      .set({ lastSignInAt: sql`now()`, ...(step !== null && { totpLastStep: step }) })
      .where(
        and(
          eq(staff.id, account.id),
          step === null ? undefined : or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
        ),
      )
      .returning({ id: staff.id });
    if (!taken) return false;
    await tx
      .insert(staffSessions)
      .values({ staffId: account.id, tokenHash: hashToken(token), csrfToken, address });
    await clearFailures(tx, email, address);
    await recordAudit(tx, account, {
      action: 'staff.sign_in',
      target: `staff:${account.id}`,
      before: null,
      after: { address },
      reason: `Signed in from ${address}`,
    });
    return true;
  });
  if (!opened) {
    await recordFailure(ctx.db, email, address, account);
    throw totpInvalid();
  }
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
        liveSession,
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

/**
 * Ends every session of an account (disabled, its password or second factor reset), or all but
 * `except`; how many were still open.
 */
export async function endSessionsOf(db: DbOrTx, staffId: number, except?: number): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        except === undefined ? undefined : ne(staffSessions.id, except),
      ),
    )
    .returning({ live: usedLately });
  return ended.filter((e) => e.live).length;
}
