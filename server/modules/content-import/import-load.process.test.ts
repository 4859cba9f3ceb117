import { afterAll, describe, expect, it } from 'vitest';
import type { SignInReply } from '@contract/console';
import type { ContentImportReply } from '@contract/console-content';
import type { Envelope } from '@contract/envelope';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../console';
import { honestCsv } from '../../../tests/helpers/hostile-sheets';
import { startServerProcess } from '../../../tests/helpers/server-process';

// PGlite on the event loop, the default and the harder case: every statement of the import's
// transaction runs on the thread that answers /healthz.
const server = await startServerProcess({ SEED_DEMO_PLAYERS: '0' }, { migrated: true });
afterAll(() => server.stop());

async function signIn() {
  const res = await fetch(`${server.baseURL}/api/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as Envelope<SignInReply>;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf: body.data.csrf_token };
}

/** /healthz asked back to back until `until` settles: each answer's time, in ms. */
async function healthzWhile(until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled) {
    const start = performance.now();
    const res = await fetch(`${server.baseURL}/healthz`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

describe('a 5 MB import beside the players (issue 33)', () => {
  it('keeps /healthz under 100 ms while the console imports 17,561 rows', async () => {
    const { cookie, csrf } = await signIn();
    const file = honestCsv(17_561, `load-${Date.now().toString(36)}`);
    expect(file.byteLength).toBeGreaterThan(5_000_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'questions.csv');
    // Warm: the first request of a connection pays for its set-up.
    await (await fetch(`${server.baseURL}/healthz`)).arrayBuffer();

    const started = performance.now();
    const imported = fetch(`${server.baseURL}/api/console/content/import`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf },
      body: form,
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as Envelope<ContentImportReply>,
    }));
    const times = await healthzWhile(imported);
    const importMs = performance.now() - started;
    const { status, body } = await imported;

    expect(status, body.message).toBe(200);
    expect(body.data.summary).toEqual({
      topics_added: 40,
      questions_added: 17_561,
      rows_with_errors: 0,
      zawgyi_converted: 0,
    });
    const sorted = [...times].sort((a, b) => a - b);
    const report = {
      importMs: Math.round(importMs),
      asked: times.length,
      p50: Math.round(sorted[Math.floor(sorted.length / 2)]!),
      p99: Math.round(sorted[Math.floor(sorted.length * 0.99)]!),
      max: Math.round(sorted.at(-1)!),
    };
    console.log('healthz during the import', report);
    // Asked back to back all along: on the event loop the import answered one in 22 s.
    expect(times.length).toBeGreaterThan(importMs / 100);
    expect(report.p99).toBeLessThan(100);
    // The shared 2-core test machine delays an idle server's answer by up to 300 ms now and then.
    expect(report.max).toBeLessThan(1000);
  }, 300_000);
});
