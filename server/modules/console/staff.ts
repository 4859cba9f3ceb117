import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateStaffReply,
  SignInReply,
  StaffMe,
  StaffMember,
  ZChangeRoleRequest,
  ZCreateStaffRequest,
  ZPasswordChangeRequest,
} from '@contract/console';
import type { StaffRole } from '@contract/staff-roles';
import type { AppContext, StaffUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import {
  oneTimeExpiry,
  oneTimePasswordExpired,
  oneTimePasswordExpiredError,
} from './one-time-passwords';
import { recordAudit } from './audit';
import { hashPassword, oneTimePassword, verifyPassword } from './passwords';
import { assertStrongPassword } from './password-strength';
import {
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  endSessionsOf,
  IDLE_MINUTES,
  liveSession,
  meOf,
} from './sessions';
import { isThrottled, recordFailure, throttlesByEmail } from './sign-in-throttle';
import { staff, staffSessions } from './tables';
import { newTotpSecret, totpStep } from './totp';

type StaffRow = typeof staff.$inferSelect;

/**
 * The accounts as admins see them: their open sessions, when a one-time password stops opening
 * them, and the addresses failed sign-ins are delaying.
 */
export async function membersOf(
  ctx: AppContext,
  db: DbOrTx,
  rows: StaffRow[],
): Promise<StaffMember[]> {
  const ids = rows.map((r) => r.id);
  const [throttles, open] = await Promise.all([
    throttlesByEmail(
      db,
      rows.map((r) => r.email),
    ),
    ids.length === 0
      ? []
      : db
          .select({ staffId: staffSessions.staffId, n: count() })
          .from(staffSessions)
          .where(and(inArray(staffSessions.staffId, ids), liveSession))
          .groupBy(staffSessions.staffId),
  ]);
  const sessions = new Map(open.map((o) => [o.staffId, o.n]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    disabled: row.disabled,
    totp_enabled: row.totpEnabledAt !== null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    active_sessions: sessions.get(row.id) ?? 0,
    one_time_password_expires_at: oneTimeExpiry(ctx, row)?.toISOString() ?? null,
    one_time_password_expired: oneTimePasswordExpired(ctx, row),
    sign_in_throttles: throttles.get(row.email) ?? [],
  }));
}

export const memberOf = async (ctx: AppContext, db: DbOrTx, row: StaffRow) =>
  (await membersOf(ctx, db, [row]))[0]!;

export async function listStaff(ctx: AppContext): Promise<StaffMember[]> {
  const rows = await ctx.db.select().from(staff).orderBy(asc(staff.email));
  return membersOf(ctx, ctx.db, rows);
}

export async function createStaff(
  ctx: AppContext,
  by: StaffUser,
  input: z.output<typeof ZCreateStaffRequest>,
): Promise<CreateStaffReply> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password, ctx.config.consolePasswordCost);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email: input.email, role: input.role, passwordHash, passwordChangeRequired: true })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('staff_email_taken', 'This email already has a staff account.');
    await recordAudit(tx, by, {
      action: 'staff.create',
      target: `staff:${row.id}`,
      before: null,
      after: { email: row.email, role: row.role },
      reason: input.reason ?? 'Invited',
    });
    return { id: row.id, password, expires_at: oneTimeExpiry(ctx, row)!.toISOString() };
  });
}

/** Locks the account's row for a change by another staff member; nobody changes themselves. */
export async function lockOther(tx: DbOrTx, by: StaffUser, id: number): Promise<StaffRow> {
  if (id === by.id) {
    throw new AppError('staff_conflict', 'Ask another admin to change your own account.');
  }
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!row) throw notFound('Staff member');
  return row;
}

export async function changeRole(
  ctx: AppContext,
  by: StaffUser,
  id: number,
  input: z.output<typeof ZChangeRoleRequest>,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOther(tx, by, id);
    const [after] = await tx
      .update(staff)
      .set({ role: input.role })
      .where(eq(staff.id, id))
      .returning();
    await recordAudit(tx, by, {
      action: 'staff.role',
      target: `staff:${id}`,
      before: { role: before.role },
      after: { role: input.role },
      reason: input.reason,
    });
    return memberOf(ctx, tx, after!);
  });
}

export async function setDisabled(
  ctx: AppContext,
  by: StaffUser,
  id: number,
  disabled: boolean,
  reason: string,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOther(tx, by, id);
    const [after] = await tx.update(staff).set({ disabled }).where(eq(staff.id, id)).returning();
    if (disabled) await endSessionsOf(tx, id);
    await recordAudit(tx, by, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      target: `staff:${id}`,
      before: { disabled: before.disabled },
      after: { disabled },
      reason,
    });
    return memberOf(ctx, tx, after!);
  });
}

/** A new secret to enrol; sign-ins ask for a code only once it is confirmed. */
export async function enrolTotp(
  ctx: AppContext,
  me: StaffUser,
): Promise<{ secret: string; uri: string }> {
  const fresh = newTotpSecret(me.email);
  const [row] = await ctx.db
    .update(staff)
    .set({ totpSecret: fresh.secret })
    .where(and(eq(staff.id, me.id), isNull(staff.totpEnabledAt)))
    .returning({ id: staff.id });
  if (!row) throw new AppError('staff_conflict', 'A second factor is enrolled already.');
  return fresh;
}

export async function confirmTotp(
  ctx: AppContext,
  me: StaffUser,
  code: string,
  now = new Date(),
): Promise<StaffMe> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, me.id)).for('update');
    if (!row?.totpSecret || row.totpEnabledAt) {
      throw new AppError('staff_conflict', 'Start the enrolment first.');
    }
    const step = totpStep(row.email, row.totpSecret, code, now);
    if (step === null) throw new AppError('totp_invalid', 'That authenticator code is wrong.');
    const [after] = await tx
      .update(staff)
      .set({ totpEnabledAt: sql`now()`, totpLastStep: step })
      .where(eq(staff.id, me.id))
      .returning();
    await recordAudit(tx, me, {
      action: 'staff.totp_enrol',
      target: `staff:${me.id}`,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
      reason: 'Enrolled a second factor',
    });
    return meOf(ctx, after!);
  });
}

/**
 * A staff member sets their own password, proving the current one (a wrong one counts as a
 * failed sign-in, so a left-open session cannot be used to guess it). Their other sessions end:
 * whoever held the old password is signed out.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  me: StaffUser,
  input: z.output<typeof ZPasswordChangeRequest>,
  address: string,
): Promise<StaffMe> {
  const [current] = await ctx.db.select().from(staff).where(eq(staff.id, me.id));
  if (!current) throw notFound('Staff member');
  if (await isThrottled(ctx.db, me.email, address)) {
    throw new AppError(
      'rate_limited',
      'Too many wrong passwords: wait a few minutes and try again.',
    );
  }
  if (!(await verifyPassword(input.current_password, current.passwordHash))) {
    await recordFailure(ctx.db, me.email, address, me);
    throw fieldError('current_password', 'is wrong');
  }
  // A session opened with a one-time password does not outlive the password's own expiry.
  if (oneTimePasswordExpired(ctx, current)) throw oneTimePasswordExpiredError();
  await assertStrongPassword(input.new_password, [me.email], 'new_password');
  const passwordHash = await hashPassword(input.new_password, ctx.config.consolePasswordCost);
  return ctx.db.transaction(async (tx) => {
    // Only over the hash just checked: a concurrent change wins once, the other is refused.
    const [after] = await tx
      .update(staff)
      .set({ passwordHash, passwordChangeRequired: false, passwordSetAt: sql`now()` })
      .where(and(eq(staff.id, me.id), eq(staff.passwordHash, current.passwordHash)))
      .returning();
    if (!after) throw fieldError('current_password', 'is wrong');
    await endSessionsOf(tx, me.id, me.sessionId);
    await recordAudit(tx, me, {
      action: 'staff.password_change',
      target: `staff:${me.id}`,
      before: { password_change_required: current.passwordChangeRequired },
      after: { password_change_required: false },
      reason: current.passwordChangeRequired
        ? 'Replaced the one-time password'
        : 'Changed own password',
    });
    return meOf(ctx, after);
  });
}

export async function staffMe(ctx: AppContext, me: StaffUser): Promise<SignInReply> {
  const [row] = await ctx.db.select().from(staff).where(eq(staff.id, me.id));
  if (!row) throw notFound('Staff member');
  return { ...meOf(ctx, row), csrf_token: me.csrfToken, idle_minutes: IDLE_MINUTES };
}

/**
 * The development admin of interfaces.md, outside production only: created on start when
 * missing (its password as published, no second factor). Production refuses it at sign-in.
 */
export async function ensureDevAdmin(ctx: AppContext): Promise<void> {
  if (ctx.config.isProduction) return;
  const [exists] = await ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, DEV_ADMIN_EMAIL));
  if (exists) return;
  const passwordHash = await hashPassword(DEV_ADMIN_PASSWORD, ctx.config.consolePasswordCost);
  await ctx.db
    .insert(staff)
    .values({ email: DEV_ADMIN_EMAIL, role: 'admin', passwordHash })
    .onConflictDoNothing();
}
