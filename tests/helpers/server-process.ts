import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export interface ServerProcess {
  baseURL: string;
  /** Milliseconds from spawn to the first 200 of /readyz. */
  readyMs: number;
  pid: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (only with `capture` or `logFile`). */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** What node runs: the TypeScript entry by default, e.g. ['scripts/start.mjs'] for npm start. */
  args?: string[];
  /** Share a data dir between processes; the caller removes it. */
  dataDir?: string;
  /** Keep stdout and stderr for output() instead of passing them through. */
  capture?: boolean;
  /** Write stdout and stderr to this file (output() reads it) instead of passing them through. */
  logFile?: string;
  /** Start from the migrated database (see migratedDataDir) instead of an empty data dir. */
  migrated?: boolean;
}

/**
 * Puts the migrated PGlite database that globalSetup made (the pgliteImage tar) in `dataDir`: a
 * server started on it skips initdb and the migrations, about 3 s of CPU of its boot, and seeds the
 * demo content as on a first start. For tests of something other than a first start; the build
 * test and the journeys still start from nothing, as `npm start` does on a new machine.
 */
export function migratedDataDir(dataDir: string): string {
  const pgdata = path.join(dataDir, 'pglite');
  fs.mkdirSync(pgdata, { recursive: true });
  // The names in the tar start with "/", which tar strips and says so on stderr: kept out of the
  // output, and in the error if tar fails.
  execFileSync('tar', ['-xf', inject('pgliteImage'), '-C', pgdata], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return dataDir;
}

/**
 * What node runs by default: in the unit stage's process tests, the server compiled once for the
 * run (global-setup.ts), as `npm run build` compiles it for the image; elsewhere (the journeys'
 * server, the benches) server/main.ts through tsx, as `npm start` runs it.
 */
function serverEntry(): string[] {
  const bundle = process.env.VITEST_WORKER_ID ? inject('serverBundle') : undefined;
  return bundle ? [path.join(bundle, 'main.js')] : ['--import', 'tsx', 'server/main.ts'];
}

/** Spawns server/main.ts as `npm start` does, on a free port, without waiting for it. */
export async function spawnServer(
  env: Record<string, string> = {},
  opts: ServerProcessOptions = {},
) {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-'));
  if (opts.migrated) migratedDataDir(dataDir);
  const baseURL = `http://127.0.0.1:${port}`;
  const args = opts.args ?? serverEntry();
  const log = opts.logFile ? fs.openSync(opts.logFile, 'a') : undefined;
  const passed = opts.capture ? 'pipe' : (log ?? 'inherit');
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Staff password hashes at a test cost; production refuses it (config.test.ts) and keeps 17.
      ...(env.NODE_ENV === 'production' ? {} : { CONSOLE_PASSWORD_COST: '12' }),
      ...env,
    },
    stdio: ['ignore', passed, passed],
  });
  // The child holds its own copy of the descriptor.
  if (log !== undefined) fs.closeSync(log);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const read = () =>
    opts.logFile && !opts.capture ? fs.readFileSync(opts.logFile, 'utf8') : output;
  return { child, baseURL, dataDir, exited, output: read };
}

/**
 * Runs server/main.ts in a child process, as `npm start` does, on a fresh data dir and a free
 * port, and waits until /readyz answers. Extra env (e.g. DATABASE_URL) switches the mode.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const began = Date.now();
  const { child, baseURL, dataDir, exited, output } = await spawnServer(env, opts);
  // Migrating and seeding a fresh database took 85-120 s on the shared 2-core machine under load.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    }
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready in 300 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = Date.now() - began;
  return {
    baseURL,
    readyMs,
    pid: child.pid!,
    child,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The last lines of a server's log file, and where the rest is, for a failure's report. */
export function logTail(file: string, lines = 40): string {
  if (!fs.existsSync(file)) return `No server log at ${file}.`;
  const last = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  return `Last ${lines} lines of the server log ${file}:\n${last || '(empty)'}`;
}
