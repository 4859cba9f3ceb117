import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://quiz.example';
const source = readFileSync(path.resolve(import.meta.dirname, '../public/push-sw.js'), 'utf8');

/** Taps a notification carrying `url` in push-sw.js, run as a worker would: where does it open? */
async function tap(url: unknown): Promise<string> {
  const handlers = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  let done: Promise<unknown> = Promise.resolve();
  runInNewContext(source, {
    URL,
    self: {
      location: { origin: ORIGIN },
      addEventListener: (name: string, handler: (event: unknown) => void) =>
        handlers.set(name, handler),
    },
    clients: {
      matchAll: async () => [],
      openWindow: async (href: string) => opened.push(href),
    },
  });
  handlers.get('notificationclick')!({
    notification: { data: { url }, close: () => undefined },
    waitUntil: (promise: Promise<unknown>) => {
      done = promise;
    },
  });
  await done;
  return opened[0]!;
}

describe('tapping a push notification', () => {
  it("opens the app's own screen it names", async () => {
    expect(await tap('/battle?invite=5')).toBe(`${ORIGIN}/battle?invite=5`);
  });

  it('never opens another site, whatever the address looks like', async () => {
    for (const url of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example', 42, null]) {
      expect(await tap(url), String(url)).toBe(`${ORIGIN}/dashboard`);
    }
  });
});
