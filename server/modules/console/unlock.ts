import { eq } from 'drizzle-orm';
import type { StaffMember } from '@contract/console';
import type { AppContext, StaffUser } from '../../context';
import { notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { forgetFailures, throttlesByEmail } from './sign-in-throttle';
import { membersOf } from './staff';
import { staff } from './tables';

/**
 * An admin lifts every delay failed sign-ins put on an account, from every address, with the
 * reason; the audit row keeps the addresses lifted. An admin may lift their own: the delays are
 * other addresses' (the one they signed in from has none), and lifting them lets nobody in.
 */
export async function unlockStaff(
  ctx: AppContext,
  by: StaffUser,
  id: number,
  reason: string,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!member) throw notFound('Staff member');
    const lifted = (await throttlesByEmail(tx, [member.email])).get(member.email) ?? [];
    await forgetFailures(tx, member.email);
    await recordAudit(tx, by, {
      action: 'staff.unlock',
      target: `staff:${id}`,
      before: { sign_in_throttles: lifted },
      after: { sign_in_throttles: [] },
      reason,
    });
    return (await membersOf(ctx, tx, [member]))[0]!;
  });
}
