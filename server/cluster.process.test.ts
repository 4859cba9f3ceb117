import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../tests/helpers/test-database';
import { startServerProcess } from '../tests/helpers/server-process';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const childPids = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

async function waitFor<T>(
  what: () => T,
  ok: (v: T) => boolean,
  ms = PROCESS_TEST_BUDGET,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = what();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('SERVER_PROCESSES', () => {
  it('refuses more than one process on the embedded database, saying why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, SERVER_PROCESSES: '2', DATABASE_URL: '', PORT: '0' },
      encoding: 'utf8',
      timeout: PROCESS_TEST_BUDGET,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SERVER_PROCESSES above 1 needs DATABASE_URL and REDIS_URL');
  });

  it.skipIf(!serverUrl || !redisUrl)(
    'serves from that many processes on one port, replaces one that dies, and stops them all on SIGTERM',
    async () => {
      const url = await freshTestDatabase(serverUrl!, 'quiz_arena_cluster');
      const server = await startServerProcess({
        DATABASE_URL: url,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `cluster-${process.pid}:`,
        SERVER_PROCESSES: '2',
      });
      const workers = await waitFor(
        () => childPids(server.pid),
        (p) => p.length === 2,
      );
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server.baseURL}/readyz`).then((r) => r.status)),
      );
      expect(replies).toEqual(Array(20).fill(200));

      process.kill(workers[0]!, 'SIGKILL');
      const after = await waitFor(
        () => childPids(server.pid),
        (p) => p.length === 2 && !p.includes(workers[0]!),
      );
      expect(after).toContain(workers[1]);
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);

      await server.stop();
      expect(server.child.exitCode).toBe(0);
      // Every worker drained and exited before the primary did.
      for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
    },
    PROCESS_TEST_BUDGET,
  );
});
