import { eq, sql } from 'drizzle-orm';
import type { CreateStaffReply, StaffMember } from '@contract/console';
import type { StaffRole } from '@contract/staff-roles';
import type { AppContext, StaffUser } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit } from './audit';
import { oneTimeExpiry } from './one-time-passwords';
import { hashPassword, oneTimePassword } from './passwords';
import { endSessionsOf } from './sessions';
import { forgetFailures } from './sign-in-throttle';
import { lockOther, memberOf } from './staff';
import { staff } from './tables';

/**
 * An admin gives another member a new one-time password, as an invitation does: it opens the
 * account for CONSOLE_ONE_TIME_PASSWORD_HOURS and only to set an own password. Whoever held the
 * old one is signed out, and the delays failed sign-ins put on the account are lifted (the member
 * who forgot it has usually run into them). The password is in the reply only, shown once.
 */
export async function resetStaffPassword(
  ctx: AppContext,
  by: StaffUser,
  id: number,
  reason: string,
): Promise<CreateStaffReply> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password, ctx.config.consolePasswordCost);
  return ctx.db.transaction(async (tx) => {
    const before = await lockOther(tx, by, id);
    const [after] = await tx
      .update(staff)
      .set({ passwordHash, passwordChangeRequired: true, passwordSetAt: sql`now()` })
      .where(eq(staff.id, id))
      .returning();
    const sessionsEnded = await endSessionsOf(tx, id);
    await forgetFailures(tx, before.email);
    await recordAudit(tx, by, {
      action: 'staff.password_reset',
      target: `staff:${id}`,
      before: { password_change_required: before.passwordChangeRequired },
      after: { password_change_required: true, sessions_ended: sessionsEnded },
      reason,
    });
    return { id, password, expires_at: oneTimeExpiry(ctx, after!)!.toISOString() };
  });
}

/**
 * An admin removes another member's second factor (a lost phone): their sessions end, their next
 * sign-in needs no code, and production then holds a role that requires one at enrolment.
 */
export async function resetStaffTotp(
  ctx: AppContext,
  by: StaffUser,
  id: number,
  reason: string,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOther(tx, by, id);
    const [after] = await tx
      .update(staff)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staff.id, id))
      .returning();
    const sessionsEnded = await endSessionsOf(tx, id);
    await recordAudit(tx, by, {
      action: 'staff.totp_reset',
      target: `staff:${id}`,
      before: { totp_enabled: before.totpEnabledAt !== null },
      after: { totp_enabled: false, sessions_ended: sessionsEnded },
      reason,
    });
    return memberOf(ctx, tx, after!);
  });
}

/** An admin signs another member out everywhere (a shared screen, a doubt about a device). */
export async function endStaffSessions(
  ctx: AppContext,
  by: StaffUser,
  id: number,
  reason: string,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const member = await lockOther(tx, by, id);
    const sessionsEnded = await endSessionsOf(tx, id);
    await recordAudit(tx, by, {
      action: 'staff.sessions_end',
      target: `staff:${id}`,
      before: { active_sessions: sessionsEnded },
      after: { active_sessions: 0 },
      reason,
    });
    return memberOf(ctx, tx, member);
  });
}

/**
 * `npm run console:admin -- EMAIL`: an unknown email becomes a new admin; an existing account
 * keeps its role and is enabled again. Either way it gets a new one-time password, and its
 * sessions, second factor and sign-in delays are reset (whoever runs this holds the server). The
 * audit log records it as done by that account.
 */
export async function resetAccessFromServer(
  db: Db,
  email: string,
): Promise<{ id: number; password: string; role: StaffRole; created: boolean }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.email, email)).for('update');
    const fields = {
      passwordHash,
      passwordChangeRequired: true,
      passwordSetAt: sql`now()`,
      disabled: false,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    };
    const [row] = before
      ? await tx.update(staff).set(fields).where(eq(staff.id, before.id)).returning()
      : await tx
          .insert(staff)
          .values({ email, role: 'admin', ...fields })
          .returning();
    await endSessionsOf(tx, row!.id);
    await forgetFailures(tx, email);
    await recordAudit(tx, row!, {
      action: before ? 'staff.reset_admin' : 'staff.create',
      target: `staff:${row!.id}`,
      before: before ? { role: before.role, disabled: before.disabled } : null,
      after: { role: row!.role, disabled: false },
      reason: 'npm run console:admin on the server',
    });
    return { id: row!.id, password, role: row!.role as StaffRole, created: !before };
  });
}
