import type { AppContext } from '../../context';
import type { Listener } from '../../db/client';
import { LISTENER_APPLICATION_NAME } from '../../db/client';
import { statement } from '../../db/statement';
import { sessionCacheOf } from './session-store';

/**
 * The channel of logouts. `revoked:<token hash>` (never the token) says a session ended;
 * `heard:<token hash>` is each listening process saying it has dropped that session.
 */
const SESSION_REVOKED_CHANNEL = 'session_revoked';

// How long a logout waits for every process to say it heard, before it replies anyway.
const HEARD_WAIT_MS = 2000;

const sayHeard = statement<Record<string, unknown>>(
  'auth_session_heard',
  `select pg_notify('${SESSION_REVOKED_CHANNEL}', $1)`,
);

/** Revokes the session, tells every process, and counts the processes that will answer. */
const revokeSession = statement<{ listeners: number }>(
  'auth_revoke_session',
  `with revoked as (
     update sessions set revoked_at = now() where id = $1 and revoked_at is null
   )
   select pg_notify('${SESSION_REVOKED_CHANNEL}', 'revoked:' || $2::text),
     (select count(*)::int from pg_stat_activity
      where datname = current_database() and application_name = '${LISTENER_APPLICATION_NAME}')
     as listeners`,
);

/**
 * On PostgreSQL without Redis, every process keeps its own copy of sessions (session-cache.ts) only
 * while it hears every logout: each logout NOTIFYs, and each process LISTENs on a connection of its
 * own. The copy is emptied whenever that connection is lost or comes back, and nothing is cached
 * while it is away, so a notice missed in between cannot leave a revoked session in memory; the
 * epoch lets a lookup that began before such a change know not to cache what it read.
 */
export function listenForLogouts(ctx: AppContext): Listener | null {
  if (ctx.redis || !ctx.database.listen) return null;
  const cache = sessionCacheOf(ctx);
  return ctx.database.listen(SESSION_REVOKED_CHANNEL, {
    notice: (payload) => {
      const colon = payload.indexOf(':');
      const tokenHash = payload.slice(colon + 1);
      if (payload.startsWith('revoked:')) {
        cache.revoked.set(tokenHash, true);
        cache.sessions.delete(tokenHash);
        // A lost answer only makes that logout wait HEARD_WAIT_MS.
        ctx.database.run(sayHeard, [`heard:${tokenHash}`]).catch(() => undefined);
      } else if (payload.startsWith('heard:')) {
        cache.heard.get(tokenHash)?.();
      }
    },
    live: (listening) => {
      cache.notices.listening = listening;
      cache.notices.epoch++;
      cache.sessions.clear();
    },
  });
}

/**
 * Revokes the session and waits until every listening process (this one too) has said it dropped
 * it, so that once the logout replies no process lets the token through: "at once", not "soon".
 * A process that cannot answer in HEARD_WAIT_MS (its listener just lost: then it caches nothing)
 * does not hold the logout up longer.
 */
export async function revokeEverywhere(
  ctx: AppContext,
  sessionId: number,
  tokenHash: string,
): Promise<void> {
  const cache = sessionCacheOf(ctx);
  if (!cache.notices.listening) {
    await ctx.database.run(revokeSession, [sessionId, tokenHash]);
    return;
  }
  let heard = 0;
  let expected = Number.POSITIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let allHeard = () => undefined as void;
  const everyone = new Promise<void>((resolve) => {
    allHeard = resolve;
    timer = setTimeout(resolve, HEARD_WAIT_MS);
  });
  cache.heard.set(tokenHash, () => {
    if (++heard >= expected) allHeard();
  });
  try {
    const [row] = await ctx.database.run(revokeSession, [sessionId, tokenHash]);
    expected = row?.listeners ?? 0;
    if (heard >= expected) allHeard();
    await everyone;
  } finally {
    clearTimeout(timer);
    cache.heard.delete(tokenHash);
  }
}
