import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions, usedAccessTokens } from './tables';
import type { Scheduler } from '../../jobs/scheduler';

// A jti only has to be remembered while its token could still be presented.
const JTI_KEEP_MS = 86_400_000;

/** Forgets access-token ids past their expiry and sessions long expired. Idempotent. */
export async function cleanupAuth(ctx: AppContext, now = new Date()) {
  const jtis = await ctx.db
    .delete(usedAccessTokens)
    .where(lt(usedAccessTokens.expiresAt, new Date(now.getTime() - JTI_KEEP_MS)))
    .returning({ jti: usedAccessTokens.jti });
  const expired = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return { jtis: jtis.length, sessions: expired.length };
}

// Rows past their use cost only space: a few minutes' delay in forgetting them is nothing.
const CLEANUP_EVERY_MS = 5 * 60_000;

export function registerAuthJobs(scheduler: Scheduler, ctx: AppContext): void {
  scheduler.every('auth cleanup', CLEANUP_EVERY_MS, () => cleanupAuth(ctx));
}
