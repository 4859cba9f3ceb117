import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../tests/helpers/server-process';

describe('the server process', () => {
  it('refuses to start in production without an operator secret, saying why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', OPERATOR_TOKEN_SECRET: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('OPERATOR_TOKEN_SECRET is required');
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const server = await startServerProcess();
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${server.baseURL}/api/public/top-topics`).then((r) => r.status),
    );
    await new Promise((r) => setTimeout(r, 5));
    const stopped = server.stop();
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    await stopped;
    await expect(fetch(`${server.baseURL}/healthz`)).rejects.toThrow();
  });
});
