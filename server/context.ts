import type { Redis } from 'ioredis';
import type { StaffRole } from '@contract/staff-roles';
import type { Config } from './config';
import type { Database, Db } from './db/client';

/**
 * What every route and service may use; built once in main.ts (or per test). Infrastructure only:
 * settings, the databases, Redis, the clock, and the modules' process-local store; it imports no
 * module (.dependency-cruiser.mjs, rule context-is-infrastructure).
 */
export interface AppContext extends InProcessState {
  config: Config;
  database: Database;
  db: Db;
  /** Present when REDIS_URL is set: state that several processes share. */
  redis: Redis | null;
  /** Set on SIGTERM: /readyz answers 503 while in-flight work finishes. */
  draining?: boolean;
  /** The time live battles run on (Clock below; lib/clock.ts); shared by every process of one deployment. */
  clock: Clock;
}

/**
 * What an app keeps in its own memory: each context gets its own, so test apps never share it.
 * The modules keep their state there (the session cache, the question cache, games in play, the
 * payment gateway) under their own keys (lib/process-local.ts): the context knows none of them.
 */
export interface InProcessState {
  local: Map<symbol, unknown>;
}

export function createInProcessState(): InProcessState {
  return { local: new Map() };
}

/** The signed-in player, as the auth guard found them. */
export interface AuthUser {
  id: number;
  sessionId: number;
  /** Names the session in the session cache, so a logout can drop it there. */
  tokenHash: string;
}

/** The signed-in staff member of a console request, as the console guard found them. */
export interface StaffUser {
  id: number;
  email: string;
  role: StaffRole;
  sessionId: number;
  /** The session's token for X-CSRF-Token (GET me hands it to a reloaded console). */
  csrfToken: string;
  /** Production requires a second factor of this role, and it has none yet: enrol first. */
  totpEnrolmentRequired: boolean;
  /** The password is a one-time one: the account must set its own before anything else. */
  passwordChangeRequired: boolean;
}

/**
 * The time that live battles run on. Their deadlines are stored in the database and judged by
 * this clock; `at` only wakes this process up when one falls due (any process can do the work, so
 * a lost wake-up costs a delay, never a result). Tests swap in a clock they move by hand, so a
 * 15-second question or a 30-second queue takes no wall-clock time.
 */
export interface Clock {
  now(): Date;
  /** Calls `fn` once when this clock reaches `at` (soon, when it has); returns a cancel. */
  at(at: Date, fn: () => unknown): () => void;
}
