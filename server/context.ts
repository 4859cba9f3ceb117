import type { Redis } from 'ioredis';
import type { StaffRole } from '@contract/staff-roles';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createLocalSessionCache, type LocalSessionCache } from './modules/auth/session-store';
// The cache's own file, not the engine's entry: that entry's modules import this context's type.
import { createQuestionCache, type QuestionCache } from './modules/engine/question-cache';
import { createKnownGames, type KnownGames } from './modules/engine/known-games';
import type { ProviderGateway } from './modules/payments/gateway';

/** What every route and service may use; built once in main.ts (or per test). */
export interface AppContext extends InProcessState {
  config: Config;
  database: Database;
  db: Db;
  /** Present when REDIS_URL is set: state that several processes share. */
  redis: Redis | null;
  /** Set on SIGTERM: /readyz answers 503 while in-flight work finishes. */
  draining?: boolean;
}

/** What an app keeps in its own memory: each context gets its own, so test apps never share it. */
export interface InProcessState {
  /** Sessions and this process's logouts (modules/auth/session-cache.ts). */
  sessionCache: LocalSessionCache;
  /** Questions as stored (modules/gameplay/question-content.ts). */
  questionCache: QuestionCache;
  /** Games in play as this process last moved them: a tournament answer's one statement (engine). */
  knownGames: KnownGames;
  /** The first screens' preloaded banner, kept briefly (tournaments' firstScreenBanner). */
  firstScreenBanner: { current: { url: string; until: number } | null };
  /** The providers' side of payments: the sandbox outside production (app.ts), else none. */
  paymentGateway: ProviderGateway | null;
}

export function createInProcessState(): InProcessState {
  return {
    sessionCache: createLocalSessionCache(),
    questionCache: createQuestionCache(),
    knownGames: createKnownGames(),
    firstScreenBanner: { current: null },
    paymentGateway: null,
  };
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
