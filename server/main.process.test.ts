import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { uniqueMsisdn } from '../tests/helpers/client';
import { startServerProcess } from '../tests/helpers/server-process';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

/** A JSON POST whose headers go at once and whose body waits for finish(). */
function heldPost(url: string, body: unknown) {
  const text = JSON.stringify(body);
  const req = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { status, finish: () => req.end(text) };
}

describe('the server process', () => {
  it('refuses to start in production without an operator secret, saying why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', OPERATOR_TOKEN_SECRET: '', PORT: '0' },
      encoding: 'utf8',
      timeout: PROCESS_TEST_BUDGET,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('OPERATOR_TOKEN_SECRET is required');
  });

  it(
    'finishes in-flight requests on SIGTERM, then exits cleanly',
    async () => {
      const server = await startServerProcess(
        { LOG_LEVEL: 'info' },
        { capture: true, migrated: true },
      );
      const said = (msg: string) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes(`"msg":"${msg}"`)).length;
      // In flight for certain: the server has its headers, and cannot answer before its body.
      const held = heldPost(`${server.baseURL}/dev/subscribe`, { msisdn: uniqueMsisdn() });
      const inFlight = Array.from({ length: 20 }, () =>
        fetch(`${server.baseURL}/api/public/top-topics`).then((r) => r.status),
      );
      await vi.waitUntil(() => said('incoming request') >= 21, {
        timeout: PROCESS_TEST_BUDGET,
        interval: 10,
      });
      const stopped = server.stop();
      await vi.waitUntil(() => said('shutting down: finishing in-flight requests') === 1, {
        timeout: PROCESS_TEST_BUDGET,
        interval: 10,
      });
      held.finish();
      expect(await held.status).toBe(200);
      expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
      await stopped;
      await expect(fetch(`${server.baseURL}/healthz`)).rejects.toThrow();
      // The time includes the server's boot (opening the database, seeding), beside another worker.
    },
    PROCESS_TEST_BUDGET,
  );
});
