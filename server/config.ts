import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The published development secret (interfaces.md); never accepted in production. */
export const DEV_OPERATOR_SECRET = 'dev-operator-secret';

/** The published development secret of payment callbacks; never accepted in production. */
const DEV_PAYMENT_CALLBACK_SECRET = 'dev-payment-callback-secret';

/**
 * Game-rule numbers live in configuration, not in code (game-rules.md). Operators override any of
 * them with a JSON object in GAME_RULES, e.g. GAME_RULES='{"welcomeCoins":1000}'.
 */
const ZRules = z
  .object({
    welcomeCoins: z.number().int().min(0).default(500),
    welcomeGems: z.number().int().min(0).default(5),
    coinsPerCorrectAnswer: z.number().int().min(0).default(5),
    // Spends: every one is a wallet movement, and a movement of 0 is refused (moveWallet).
    tryAgainCoins: z.number().int().min(1).default(20),
    fiftyFiftyCoins: z.number().int().min(1).default(50),
    getAnswerGems: z.number().int().min(1).default(1),
    topicGameQuestions: z.number().int().min(1).default(10),
    answerGraceSeconds: z.number().min(0).default(2),
    accessTokenMaxAgeSeconds: z.number().int().min(1).default(600),
    sessionDays: z.number().int().min(1).default(30),
    challengeExpiryHours: z.number().int().min(1).default(24),
    // A question with this many open player reports is not served in new games until reviewed.
    reportsHoldQuestion: z.number().int().min(1).default(5),
    // Fair play (game-rules "Operator console"). Reading a question and its options takes a person
    // well over a second, so a correct answer sooner than this after serving was not read.
    fairPlayMinReadMs: z.number().int().min(1).default(1000),
    // One lucky early tap is human; this many correct answers under fairPlayMinReadMs is not.
    fairPlayFastAnswers: z.number().int().min(1).default(3),
    // Near-constant intervals: at least fairPlaySteadyAnswers correct answers whose times (serving
    // to answer) have a standard deviation under fairPlaySteadyMs. Questions differ in length, so
    // people spread by seconds; a script sleeping a fixed delay spreads by network jitter only.
    fairPlaySteadyAnswers: z.number().int().min(2).default(5),
    fairPlaySteadyMs: z.number().int().min(1).default(150),
    challengeBets: z
      .array(z.number().int().positive())
      .min(1)
      .default([200, 500, 1000, 1500, 2000]),
    // Live battles (game-rules "Live battles"): questions and their seconds, the matched screen
    // and each reveal, the waits of a queue and an invitation, and the practice bot.
    battleQuestions: z.number().int().min(1).max(50).default(7),
    battleQuestionSeconds: z.number().min(1).max(120).default(15),
    battleMatchedSeconds: z.number().min(0).max(30).default(2),
    battleRevealSeconds: z.number().min(0).max(30).default(2),
    battleBotWaitSeconds: z.number().min(0).max(600).default(10),
    battleStakeWaitSeconds: z.number().min(1).max(600).default(30),
    battleInviteSeconds: z.number().min(1).max(3600).default(60),
    battleBotCorrectShare: z.number().min(0).max(1).default(0.6),
    battleBotAnswerSeconds: z
      .tuple([z.number().min(0), z.number().min(0)])
      .refine(([min, max]) => min <= max, 'the first must not exceed the second')
      .default([3, 10]),
    // Daily reward (game-rules "Streaks, daily reward and badges"): coins of each day of the
    // 7-day cycle, and gems on its last day.
    dailyRewardCoins: z
      .array(z.number().int().min(1))
      .length(7)
      .default([20, 30, 40, 50, 60, 80, 150]),
    dailyRewardGemsDay7: z.number().int().min(0).default(1),
    streakFreezeEvery: z.number().int().min(1).default(7),
    streakFreezesMax: z.number().int().min(0).default(2),
  })
  // A misspelt rule would otherwise be dropped in silence and its default kept.
  .strict();
export type Rules = z.infer<typeof ZRules>;

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PGLITE_WORKER: z.enum(['0', '1', 'true', 'false']).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  // Keys this deployment writes in Redis start with it (several deployments or test runs may share one).
  REDIS_KEY_PREFIX: z.string().max(60).default('qa:'),
  OPERATOR_TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  MICROSITE_URL: z.url().optional(),
  OPERATOR_TIMEZONE: z.string().default('Asia/Dhaka'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  CHECK_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  GAME_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  PLAYER_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  // Console sign-ins per minute from one address, and at one account (whatever the address).
  CONSOLE_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  CONSOLE_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // log2 of scrypt's N for staff passwords: tests lower it (each hash at 17 takes 128 MiB and
  // about half a second); production refuses anything below 17.
  CONSOLE_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(17),
  // Hours a one-time password (an invitation's, an admin's reset) opens the account: after that
  // an admin issues a new one.
  CONSOLE_ONE_TIME_PASSWORD_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  // What one support member may move through the console: per adjustment, and per day (operator
  // time zone), counting credits and debits alike. Admins are not capped.
  CONSOLE_SUPPORT_MAX_COINS_PER_ACTION: z.coerce.number().int().min(0).default(1000),
  CONSOLE_SUPPORT_MAX_COINS_PER_DAY: z.coerce.number().int().min(0).default(5000),
  CONSOLE_SUPPORT_MAX_GEMS_PER_ACTION: z.coerce.number().int().min(0).default(20),
  CONSOLE_SUPPORT_MAX_GEMS_PER_DAY: z.coerce.number().int().min(0).default(100),
  API_DOCS: z.enum(['0', '1', 'true', 'false']).optional(),
  SEED_DEMO_PLAYERS: z.enum(['0', '1', 'true', 'false']).optional(),
  GAME_RULES: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // At most half a day: the shortest pack lasts one, and a renewal due at its purchase would
  // charge the player twice at once.
  PAYMENT_RENEW_BEFORE_MINUTES: z.coerce.number().int().min(1).max(720).default(60),
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(3),
  ANALYTICS_ROLLUP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // How often a process looks for battles and queues whose deadline passed without their own
  // process acting (it died): the longest a battle waits to be taken over.
  BATTLE_SWEEP_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // How often live sockets are checked against blocks and ended sessions.
  BATTLE_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(300_000).default(5000),
  // Events one socket may send in a second before they are refused (three times that: dropped).
  BATTLE_EVENTS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
  // Web Push (interfaces.md "Push notifications"): the VAPID pair, and the push services' hosts
  // (host or host:port) the server may ever contact; the browsers' public services by default.
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com',
    ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** What the server should say at start about its configuration (not refusals). */
  warnings: string[];
  port: number;
  host: string;
  dataDir: string;
  /** PGLITE_WORKER=1: PGlite in a worker thread (server/db/pglite-thread.ts); see the README. */
  pgliteWorker: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  operatorTokenSecret: string;
  publicUrl: string;
  micrositeUrl: string;
  timezone: string;
  logLevel: string;
  checkTokenRateLimit: number;
  /** Game writes (start, submit, next, try-again, report) per minute per signed-in player. */
  gameWriteRateLimit: number;
  /** Any other write or search of a signed-in player, per route, per minute. */
  playerWriteRateLimit: number;
  /** Console sign-in attempts per minute per address, and per account. */
  consoleSignInRateLimit: number;
  consoleAccountRateLimit: number;
  consolePasswordCost: number;
  /** Hours a one-time password is accepted after it was issued. */
  consoleOneTimePasswordHours: number;
  /** A support member's wallet adjustments: at most this much per action and per operator day. */
  supportCaps: Record<'coin' | 'gem', { perAction: number; perDay: number }>;
  /** Serve GET /api/openapi.json and /api/docs: they map every route for whoever asks. */
  apiDocs: boolean;
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL and Redis. */
  serverProcesses: number;
  /** Seed the demo players (real-looking numbers and rankings): never by default in production. */
  seedDemoPlayers: boolean;
  /** Fastify trustProxy: which X-Forwarded-For hops to believe (rate limits key on the client IP). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** After SIGTERM: how long to keep serving (readyz 503) so load balancers stop sending first. */
  shutdownDrainMs: number;
  /** Bearer token for GET /metrics; in production /metrics is off without one. */
  metricsToken: string | undefined;
  /**
   * HMAC key of payment providers' callbacks. Production without one takes no payments (there is
   * no sandbox there, and a callback cannot be verified).
   */
  paymentCallbackSecret: string | undefined;
  /** Auto-renewal charges a pack this long before it expires. */
  paymentRenewBeforeMinutes: number;
  /** A payment still pending this long is asked about at its provider (reconciliation). */
  paymentReconcileAfterMinutes: number;
  /** How often the analytics roll-up redoes yesterday and today. */
  analyticsRollupSeconds: number;
  /** Live battles: the takeover sweep, and the check of live sockets' sessions (ms). */
  battleSweepMs: number;
  battleSessionCheckMs: number;
  /** Events one battle socket may send in a second (interfaces: 10). */
  battleEventsPerSecond: number;
  webDistDir: string;
  /** Web Push: the VAPID keys (null outside production until made under DATA_DIR) and trusted hosts. */
  push: {
    publicKey: string | null;
    privateKey: string | null;
    subject: string;
    serviceHosts: string[];
  };
  rules: Rules;
}

export class ConfigError extends Error {}

function parseRules(raw: string | undefined): Rules {
  let value: unknown = {};
  if (raw) {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ConfigError('GAME_RULES: not valid JSON');
    }
  }
  const parsed = ZRules.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw new ConfigError(`GAME_RULES${where}: ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

/** Reads and validates the environment once; throws ConfigError naming the bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.CONSOLE_PASSWORD_COST < 17) {
    throw new ConfigError('CONSOLE_PASSWORD_COST below 17 is refused when NODE_ENV=production');
  }
  if (isProduction && !env.OPERATOR_TOKEN_SECRET) {
    throw new ConfigError('OPERATOR_TOKEN_SECRET is required when NODE_ENV=production');
  }
  if (isProduction && env.OPERATOR_TOKEN_SECRET === DEV_OPERATOR_SECRET) {
    throw new ConfigError('OPERATOR_TOKEN_SECRET must not be the published development secret');
  }
  const warnings: string[] = [];
  // interfaces.md keeps /dev/microsite outside production, and it signs tokens with this secret
  // for any number: a deployment that forgot NODE_ENV=production must at least hear about it.
  if (!isProduction && (env.OPERATOR_TOKEN_SECRET ?? DEV_OPERATOR_SECRET) !== DEV_OPERATOR_SECRET) {
    warnings.push(
      'NODE_ENV is not production, so /dev/microsite signs sign-in tokens with this OPERATOR_TOKEN_SECRET for any number: set NODE_ENV=production for a deployment.',
    );
  }
  // interfaces.md requires only the secret: without a microsite the app's links (subscribe,
  // privacy, terms, FAQ) lead to the app itself rather than to /dev, which is not served.
  if (isProduction && !env.MICROSITE_URL) {
    warnings.push('MICROSITE_URL is not set: the microsite links lead to PUBLIC_URL.');
  }
  if (isProduction && env.PAYMENT_CALLBACK_SECRET === DEV_PAYMENT_CALLBACK_SECRET) {
    throw new ConfigError('PAYMENT_CALLBACK_SECRET must not be the published development secret');
  }
  if (!isValidTimezone(env.OPERATOR_TIMEZONE)) {
    throw new ConfigError(`OPERATOR_TIMEZONE: unknown time zone "${env.OPERATOR_TIMEZONE}"`);
  }
  // PGlite is one process's database; without Redis each process would keep its own rate
  // limits. (Sessions are not cached in process on PostgreSQL without Redis, so replicas behind
  // a load balancer, which this check cannot see, still end a session at once on logout.)
  if (env.SERVER_PROCESSES > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new ConfigError('SERVER_PROCESSES above 1 needs DATABASE_URL and REDIS_URL');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    warnings,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    pgliteWorker: env.PGLITE_WORKER === '1' || env.PGLITE_WORKER === 'true',
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    operatorTokenSecret: env.OPERATOR_TOKEN_SECRET ?? DEV_OPERATOR_SECRET,
    publicUrl,
    micrositeUrl: (
      env.MICROSITE_URL ?? (isProduction ? publicUrl : `${publicUrl}/dev/microsite`)
    ).replace(/\/$/, ''),
    timezone: env.OPERATOR_TIMEZONE,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    checkTokenRateLimit: env.CHECK_TOKEN_RATE_LIMIT,
    gameWriteRateLimit: env.GAME_WRITE_RATE_LIMIT,
    playerWriteRateLimit: env.PLAYER_WRITE_RATE_LIMIT,
    consoleSignInRateLimit: env.CONSOLE_SIGN_IN_RATE_LIMIT,
    consoleAccountRateLimit: env.CONSOLE_ACCOUNT_RATE_LIMIT,
    consolePasswordCost: env.CONSOLE_PASSWORD_COST,
    consoleOneTimePasswordHours: env.CONSOLE_ONE_TIME_PASSWORD_HOURS,
    supportCaps: {
      coin: {
        perAction: env.CONSOLE_SUPPORT_MAX_COINS_PER_ACTION,
        perDay: env.CONSOLE_SUPPORT_MAX_COINS_PER_DAY,
      },
      gem: {
        perAction: env.CONSOLE_SUPPORT_MAX_GEMS_PER_ACTION,
        perDay: env.CONSOLE_SUPPORT_MAX_GEMS_PER_DAY,
      },
    },
    apiDocs: flag(env.API_DOCS) ?? !isProduction,
    serverProcesses: env.SERVER_PROCESSES,
    seedDemoPlayers: flag(env.SEED_DEMO_PLAYERS) ?? !isProduction,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    metricsToken: env.METRICS_TOKEN,
    paymentCallbackSecret:
      env.PAYMENT_CALLBACK_SECRET ?? (isProduction ? undefined : DEV_PAYMENT_CALLBACK_SECRET),
    paymentRenewBeforeMinutes: env.PAYMENT_RENEW_BEFORE_MINUTES,
    paymentReconcileAfterMinutes: env.PAYMENT_RECONCILE_AFTER_MINUTES,
    analyticsRollupSeconds: env.ANALYTICS_ROLLUP_SECONDS,
    battleSweepMs: env.BATTLE_SWEEP_MS,
    battleSessionCheckMs: env.BATTLE_SESSION_CHECK_MS,
    battleEventsPerSecond: env.BATTLE_EVENTS_PER_SECOND,
    webDistDir: path.resolve('dist/web'),
    push: {
      publicKey: env.VAPID_PUBLIC_KEY ?? null,
      privateKey: env.VAPID_PRIVATE_KEY ?? null,
      subject: env.VAPID_SUBJECT ?? 'mailto:push@quiz-arena.invalid',
      serviceHosts: env.PUSH_SERVICE_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    },
    rules: parseRules(env.GAME_RULES),
  };
}

/** A 0/1/true/false variable; undefined when unset, so the caller picks the default. */
function flag(raw: '0' | '1' | 'true' | 'false' | undefined): boolean | undefined {
  return raw === undefined ? undefined : raw === '1' || raw === 'true';
}

// Unset: trust no proxy, so nobody dodges a rate limit by inventing X-Forwarded-For.
function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  // Otherwise addresses and subnets, as Fastify (proxy-addr) takes them; it would throw a bare
  // TypeError at start on anything else.
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of raw.split(',').map((e) => e.trim())) {
    const [address = '', bits, ...rest] = entry.split('/');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && rest.length === 0);
    if (!named.has(entry) && !(isIP(address) && validBits)) {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not true, false, a hop count, an address or a subnet`,
      );
    }
  }
  return raw;
}

function isValidTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
