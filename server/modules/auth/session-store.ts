import { LRUCache } from 'lru-cache';
import { processLocal } from '../../lib/process-local';

/** What the guard needs of a session row to let a request through without asking the database. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  expiresAt: number;
  lastUsedAt: number;
}

/** How long a cached session (or a logout's revoked marker) lives: see session-cache.ts. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** How long this process keeps a session while it hears every logout (session-notices.ts). */
export const HEARD_SESSION_TTL_MS = 15 * 60_000;
const MAX_LOCAL = 100_000;

/** This process's copy of sessions, and of its own logouts' markers (see session-cache.ts). */
export interface LocalSessionCache {
  sessions: LRUCache<string, CachedSession>;
  revoked: LRUCache<string, true>;
  /** On PostgreSQL without Redis: whether this process hears every logout (session-notices.ts). */
  notices: { listening: boolean; epoch: number };
  /** Logouts of this process counting the processes that dropped the session (session-notices.ts). */
  heard: Map<string, () => void>;
}

/** One per app context (see server/context.ts). */
/** This process's sessions and logouts, one per app context (lib/process-local.ts). */
export const sessionCacheOf = processLocal('auth: sessions', () => createLocalSessionCache());

function createLocalSessionCache(): LocalSessionCache {
  return {
    sessions: new LRUCache<string, CachedSession>({ max: MAX_LOCAL, ttl: SESSION_CACHE_TTL_MS }),
    revoked: new LRUCache<string, true>({ max: MAX_LOCAL, ttl: SESSION_CACHE_TTL_MS }),
    notices: { listening: false, epoch: 0 },
    heard: new Map(),
  };
}
