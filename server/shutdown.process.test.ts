import { describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../tests/helpers/test-database';
import { startServerProcess } from '../tests/helpers/server-process';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

const serverUrl = process.env.TEST_DATABASE_URL;

type Outcome = { status: number; envelope: boolean; retryAfter: boolean } | { error: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const errorCode = (err: unknown): string => {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(err);
};

/** Sends requests one after another until the port is closed; records what each got. */
async function hammer(baseURL: string, path: string, outcomes: Outcome[]) {
  for (;;) {
    try {
      const res = await fetch(`${baseURL}${path}`);
      const body = await res.text();
      outcomes.push({
        status: res.status,
        envelope: body.includes('"status_code"'),
        retryAfter: res.headers.has('retry-after'),
      });
      // A well-behaved client comes back when told to.
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status === 503 && retryAfter > 0) await sleep(retryAfter * 1000);
    } catch (err) {
      const code = errorCode(err);
      if (code === 'ECONNREFUSED') return;
      outcomes.push({ error: code });
    }
  }
}

const modes: [string, () => Promise<Record<string, string>>][] = [['PGlite', async () => ({})]];
if (serverUrl) {
  modes.push([
    'PostgreSQL',
    async () => ({ DATABASE_URL: await freshTestDatabase(serverUrl, 'quiz_arena_shutdown') }),
  ]);
}

describe.each(modes)('shutdown on %s (server process)', (_mode, env) => {
  it(
    'answers every request during the drain normally or with a 503 envelope and Retry-After, until the port closes',
    async () => {
      const server = await startServerProcess(
        { ...(await env()), SHUTDOWN_DRAIN_MS: '500' },
        { migrated: true },
      );
      const outcomes: Outcome[] = [];
      const paths = ['/api/public/top-topics', '/healthz', '/api/public/top-topics', '/api/x'];
      const load = Promise.all(paths.map((p) => hammer(server.baseURL, p, outcomes)));
      // SIGTERM lands while the load runs: once requests are being answered, however slowly.
      while (outcomes.length < 12) await new Promise((r) => setTimeout(r, 20));
      await server.stop();
      await load;

      const seen = outcomes.map((o) =>
        'error' in o
          ? o.error
          : `${o.status}${o.envelope ? ' envelope' : ''}${o.retryAfter ? ' retry-after' : ''}`,
      );
      expect(outcomes.length).toBeGreaterThan(20);
      expect(
        seen.filter(
          (s) => !['200 envelope', '404 envelope', '503 envelope retry-after'].includes(s),
        ),
      ).toEqual([]);
    },
    PROCESS_TEST_BUDGET,
  );
});
