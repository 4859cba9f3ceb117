import cluster from 'node:cluster';
import { buildApp } from './app';
import { closeContext, createContext } from './bootstrap';
import { runPrimary } from './cluster';
import { serveHandedConnections } from './lib/sticky';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dir-lock';
import { startJobs } from './scheduled-work';
import { stopAccepting } from './lib/draining';
import { assertWebBuilt } from './web-build';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
    assertWebBuilt(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.serverProcesses > 1 && cluster.isPrimary) {
    runPrimary(config.serverProcesses, { port: config.port, host: config.host });
    return;
  }
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  for (const warning of config.warnings) app.log.warn(warning);
  const jobs = startJobs(ctx, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 15_000 + config.shutdownDrainMs);
    force.unref();
    ctx.draining = true;
    // The queue's job in flight finishes (or rolls back) before the database closes.
    await Promise.all([jobs.stop(), new Promise((r) => setTimeout(r, config.shutdownDrainMs))]);
    await stopAccepting(app);
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (cluster.isWorker) {
    // The primary owns the port and hands this process its connections (server/lib/sticky.ts).
    serveHandedConnections(app.server);
    await app.ready();
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
  app.log.info(`Quiz Arena ready on ${config.publicUrl} (database: ${ctx.database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
