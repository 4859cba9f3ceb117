import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';

/** What the guard needs of a session row to let a request through without asking the database. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  expiresAt: number;
  lastUsedAt: number;
}

/**
 * Every signed-in request used to start with a session lookup in the database. A session is
 * looked up there once and then kept briefly: in Redis when several processes share the work (a
 * logout deletes the key, so every process sees it at once), else in this process (the only one
 * that can revoke it). A lost Redis falls back to the database, never to a per-process copy that
 * another process could not revoke.
 */
const TTL_MS = 60_000;
const MAX_LOCAL = 100_000;

const local = new WeakMap<AppContext, LRUCache<string, CachedSession>>();

function localCache(ctx: AppContext) {
  let cache = local.get(ctx);
  if (!cache) {
    cache = new LRUCache<string, CachedSession>({ max: MAX_LOCAL, ttl: TTL_MS });
    local.set(ctx, cache);
  }
  return cache;
}

const redisKey = (ctx: AppContext, tokenHash: string) =>
  `${ctx.config.redisKeyPrefix}session:${tokenHash}`;

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

export async function cachedSession(
  ctx: AppContext,
  tokenHash: string,
): Promise<CachedSession | undefined> {
  if (!ctx.redis) return localCache(ctx).get(tokenHash);
  try {
    return parse(await ctx.redis.get(redisKey(ctx, tokenHash)));
  } catch {
    return undefined;
  }
}

export async function cacheSession(
  ctx: AppContext,
  tokenHash: string,
  session: CachedSession,
): Promise<void> {
  const ttl = Math.min(TTL_MS, session.expiresAt - Date.now());
  if (ttl <= 0) return;
  if (!ctx.redis) {
    localCache(ctx).set(tokenHash, session, { ttl });
    return;
  }
  try {
    await ctx.redis.set(redisKey(ctx, tokenHash), JSON.stringify(session), 'PX', ttl);
  } catch {
    // Not cached: the next request asks the database again.
  }
}

/** Called after the session is revoked in the database. */
export async function forgetSession(ctx: AppContext, tokenHash: string): Promise<void> {
  localCache(ctx).delete(tokenHash);
  // If Redis is away, the copy there (if Redis kept it) lives at most TTL_MS more.
  await ctx.redis?.del(redisKey(ctx, tokenHash)).catch(() => undefined);
}
