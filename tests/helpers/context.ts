import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { type AppContext, createInProcessState } from '../../server/context';
import { openDatabase } from '../../server/db/client';
import { openRedis } from '../../server/lib/redis';
import { TEMPLATE_DB, withDatabase } from './global-setup';
import { reusedPglite } from './pglite-pool';
import { systemClock } from '../../server/lib/clock';

export interface TestEnv {
  ctx: AppContext;
  app: App;
  config: Config;
}

/**
 * A migrated database for this test file, in the state the migrations left it (PGlite in memory,
 * from the migrated image, or a clone of the migrated template on the PostgreSQL server) and the real app on top of it. Closed after the file.
 */
export async function useTestApp(
  env: Record<string, string> = {},
  opts: { redis?: boolean } = {},
): Promise<TestEnv> {
  // Tests sign in and play far more often than a person: rate limits are tested on their own apps.
  const config = loadConfig({
    NODE_ENV: 'test',
    // Quiet in production mode too: the run's output holds the tests' results, not request logs.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CHECK_TOKEN_RATE_LIMIT: '100000',
    GAME_WRITE_RATE_LIMIT: '100000',
    PLAYER_WRITE_RATE_LIMIT: '100000',
    CONSOLE_SIGN_IN_RATE_LIMIT: '100000',
    CONSOLE_ACCOUNT_RATE_LIMIT: '100000',
    // Staff password hashes at a test cost (production refuses it; config.test.ts).
    ...(env.NODE_ENV === 'production' ? {} : { CONSOLE_PASSWORD_COST: '12' }),
    ...env,
  });
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let dropDatabase = async () => undefined as void;
  let database;
  if (serverUrl) {
    const name = `quiz_arena_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 30 });
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else {
    // The migrated image globalSetup made, in memory, reused by the worker's next file once the
    // file is done with it and it is back in its migrated state (pglite-pool.ts).
    database = await reusedPglite();
  }
  const redisUrl = opts.redis ? process.env.TEST_REDIS_URL : undefined;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    redis: redisUrl ? await openRedis(redisUrl) : null,
    clock: systemClock,
    ...createInProcessState(),
  };
  const app = await buildApp(ctx);
  await app.ready();
  afterAll(async () => {
    await app.close();
    ctx.redis?.disconnect();
    await database.close();
    await dropDatabase();
  });
  return { ctx, app, config };
}

/**
 * Another process on the same database: the same config and connections (override any), and its
 * own memory (caches, payment provider side), as a second replica or a restart would have.
 */
export const anotherProcess = (
  ctx: AppContext,
  overrides: Partial<AppContext> = {},
): AppContext => ({
  ...ctx,
  ...createInProcessState(),
  ...overrides,
});
