import type { AppContext } from '../../context';
import {
  type CachedSession,
  HEARD_SESSION_TTL_MS,
  SESSION_CACHE_TTL_MS,
  sessionCacheOf,
} from './session-store';

/**
 * A logout leaves a "revoked" marker behind rather than only deleting the entry: a request that
 * read the session row just before the logout (or an hourly refresh that waited on logout's row
 * lock) writes its entry after logout's delete, and without the marker that entry would keep the
 * session alive for up to SESSION_CACHE_TTL_MS. Every write checks the marker atomically, and
 * every lookup that finds it refuses. The marker outlives any entry written before it (deleted by
 * logout) and any written after (refused by the check), so SESSION_CACHE_TTL_MS is enough.
 */
export const REVOKED = 'revoked';

/**
 * Every signed-in request used to start with a session lookup in the database. A session is
 * looked up there once and then kept briefly: in Redis when several processes share the work (a
 * logout marks the key, so every process sees it at once), else in this process. On the embedded
 * PGlite database one process holds the data (its data-dir lock), so it is the only one that can
 * revoke a session. On PostgreSQL without Redis, replicas behind a load balancer (which config.ts
 * cannot see) each keep their own copy, so a process keeps one only while it hears every logout
 * through PostgreSQL's LISTEN/NOTIFY (session-notices.ts): a logout must end the session at once
 * everywhere, which no cache lifetime, however short, gives. While that listener is lost, nothing
 * is cached and every request reads the database. A lost Redis likewise falls back to the
 * database, never to a per-process copy that another process could not revoke.
 */
const cachesInProcess = (ctx: AppContext) =>
  ctx.database.kind === 'pglite' || sessionCacheOf(ctx).notices.listening;

/** Taken before a lookup reads the database: cacheSession refuses what a lost listener may have missed. */
export const sessionEpoch = (ctx: AppContext): number => sessionCacheOf(ctx).notices.epoch;

const redisKey = (ctx: AppContext, tokenHash: string) =>
  `${ctx.config.redisKeyPrefix}session:${tokenHash}`;
const revokedKey = (ctx: AppContext, tokenHash: string) =>
  `${ctx.config.redisKeyPrefix}session-revoked:${tokenHash}`;

// KEYS[1] entry, KEYS[2] marker; ARGV value, ttl ms, 'NX' or ''. No write once the marker exists.
const SET_UNLESS_REVOKED = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if ARGV[3] == 'NX' then
  return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') and 1 or 0
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

function parse(raw: string | null): CachedSession | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<CachedSession>;
    if (
      typeof v.sessionId === 'number' &&
      typeof v.userId === 'number' &&
      typeof v.expiresAt === 'number' &&
      typeof v.lastUsedAt === 'number'
    ) {
      return v as CachedSession;
    }
  } catch {
    // A value this version cannot read is a miss: the database answers instead.
  }
  return undefined;
}

/** The cached session, REVOKED when a logout marked it, or undefined (ask the database). */
export async function cachedSession(
  ctx: AppContext,
  tokenHash: string,
): Promise<CachedSession | typeof REVOKED | undefined> {
  if (!ctx.redis) {
    if (!cachesInProcess(ctx)) return undefined;
    const cache = sessionCacheOf(ctx);
    return cache.revoked.has(tokenHash) ? REVOKED : cache.sessions.get(tokenHash);
  }
  // This process's own logouts, even if Redis refused to take their marker.
  if (sessionCacheOf(ctx).revoked.has(tokenHash)) return REVOKED;
  try {
    const [marker, raw] = await ctx.redis.mget(
      revokedKey(ctx, tokenHash),
      redisKey(ctx, tokenHash),
    );
    return marker ? REVOKED : parse(raw ?? null);
  } catch {
    return undefined;
  }
}

/**
 * Caches a session unless a logout has marked it. `onlyIfAbsent` is for an entry read from the
 * database on a miss: it never replaces an entry another request wrote (perhaps a newer refresh).
 */
export async function cacheSession(
  ctx: AppContext,
  tokenHash: string,
  session: CachedSession,
  { onlyIfAbsent, epoch }: { onlyIfAbsent: boolean; epoch?: number },
): Promise<void> {
  const ttl = Math.min(SESSION_CACHE_TTL_MS, session.expiresAt - Date.now());
  if (ttl <= 0) return;
  if (!ctx.redis) {
    if (!cachesInProcess(ctx)) return;
    const cache = sessionCacheOf(ctx);
    if (cache.revoked.has(tokenHash)) return;
    // The listener was lost (or came back) since the lookup read the row: a logout may be unheard.
    if (epoch !== undefined && epoch !== cache.notices.epoch) return;
    if (onlyIfAbsent && cache.sessions.has(tokenHash)) return;
    // Every logout is heard here and the expiry is checked on each hit, so nothing needs the
    // entry to end sooner: a player keeps answering for many minutes without a lookup.
    const kept = cache.notices.listening
      ? Math.min(HEARD_SESSION_TTL_MS, session.expiresAt - Date.now())
      : ttl;
    cache.sessions.set(tokenHash, session, { ttl: kept });
    return;
  }
  try {
    await ctx.redis.eval(
      SET_UNLESS_REVOKED,
      2,
      redisKey(ctx, tokenHash),
      revokedKey(ctx, tokenHash),
      JSON.stringify(session),
      ttl,
      onlyIfAbsent ? 'NX' : '',
    );
  } catch {
    // Not cached: the next request asks the database again.
  }
}

/** Called after the session is revoked in the database. */
export async function forgetSession(ctx: AppContext, tokenHash: string): Promise<void> {
  const cache = sessionCacheOf(ctx);
  cache.revoked.set(tokenHash, true);
  cache.sessions.delete(tokenHash);
  // A pipeline, not a MULTI: Redis out of memory (noeviction) refuses the marker's SET, and a
  // command refused inside a MULTI aborts all of it, the DEL too, which would leave the cached
  // entry letting the session through everywhere. DEL is allowed even then, and alone it ends
  // the session in every process (their lookups miss and read the revoked row). If Redis is
  // away altogether, its copy (if it kept one) lives at most SESSION_CACHE_TTL_MS more.
  await ctx.redis
    ?.pipeline()
    .set(revokedKey(ctx, tokenHash), '1', 'PX', SESSION_CACHE_TTL_MS)
    .del(redisKey(ctx, tokenHash))
    .exec()
    .catch(() => undefined);
}
