import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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
  stop(): Promise<void>;
}

/**
 * Runs server/main.ts in a child process, as `npm start` does, on a fresh data dir and a free
 * port, and waits until /readyz answers. Extra env (e.g. DATABASE_URL) switches the mode.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  /** What node runs: the TypeScript entry by default, e.g. ['scripts/start.mjs'] for npm start. */
  args = ['--import', 'tsx', 'server/main.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const began = Date.now();
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
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = Date.now() - began;
  return {
    baseURL,
    readyMs,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
