import { and, desc, eq, sql } from 'drizzle-orm';
import type { OwnSession } from '@contract/console';
import type { AppContext, StaffUser } from '../../context';
import { notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { endSessionsOf, liveSession } from './sessions';
import { staffSessions } from './tables';

/** The member's open sessions, newest first, the one asking marked: what My account lists. */
export async function listOwnSessions(ctx: AppContext, me: StaffUser): Promise<OwnSession[]> {
  const rows = await ctx.db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, me.id), liveSession))
    .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt.toISOString(),
    address: r.address,
    current: r.id === me.sessionId,
  }));
}

/**
 * Ends one of the member's own open sessions (a browser left signed in elsewhere). Another
 * member's session, or one already over, is not found: ids say nothing about other accounts.
 */
export async function endOwnSession(
  ctx: AppContext,
  me: StaffUser,
  sessionId: number,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, me.id), liveSession))
      .returning({ address: staffSessions.address, createdAt: staffSessions.createdAt });
    if (!ended) throw notFound('Session');
    await recordAudit(tx, me, {
      action: 'staff.session_end',
      target: `staff:${me.id}`,
      before: { session: sessionId, address: ended.address },
      after: null,
      reason: sessionId === me.sessionId ? 'Ended this session' : 'Ended another own session',
    });
    return 1;
  });
}

/** Ends every session of the member but the one asking; how many were open. */
export async function endOtherSessions(ctx: AppContext, me: StaffUser): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const ended = await endSessionsOf(tx, me.id, me.sessionId);
    await recordAudit(tx, me, {
      action: 'staff.sessions_end_others',
      target: `staff:${me.id}`,
      before: { other_sessions: ended },
      after: { other_sessions: 0 },
      reason: 'Ended own other sessions',
    });
    return ended;
  });
}
