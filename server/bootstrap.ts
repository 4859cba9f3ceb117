import type { Config } from './config';
import { type AppContext, createInProcessState } from './context';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed';
import { scheduleTournaments } from './modules/tournaments';
import { ensureDevAdmin } from './modules/console';
import { openRedis } from './lib/redis';
import { systemClock } from './lib/clock';

/** Opens the database (migrated, seeded) and Redis: everything the app needs, ready to serve. */
export async function createContext(
  config: Config,
  opts: { seed?: boolean } = {},
): Promise<AppContext> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: config.pgliteWorker,
  });
  await database.migrate();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    redis: config.redisUrl ? await openRedis(config.redisUrl) : null,
    clock: systemClock,
    ...createInProcessState(),
  };
  if (opts.seed !== false) {
    await seedIfEmpty(ctx.db, config.rules, {
      demoPlayers: config.seedDemoPlayers,
      timeZone: config.timezone,
    });
    await scheduleTournaments(ctx);
    await ensureDevAdmin(ctx);
  }
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  ctx.redis?.disconnect();
  await ctx.database.close();
}
