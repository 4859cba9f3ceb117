import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';

/** What every route and service may use; built once in main.ts (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Present when REDIS_URL is set: state that several processes share. */
  redis: Redis | null;
  /** Set on SIGTERM: /readyz answers 503 while in-flight work finishes. */
  draining?: boolean;
}

/** The signed-in player, as the auth guard found them. */
export interface AuthUser {
  id: number;
  sessionId: number;
  /** Names the session in the session cache, so a logout can drop it there. */
  tokenHash: string;
}
