import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, type Schema } from '@web/api/client';
import { queryClient } from './query-client';

const ignoreData: Schema<unknown> = { parse: (input) => input };

const store = new Map<string, string>();
let key = 0;

/** A server that answers each call with the next of `replies` (status, Retry-After). */
function server(...replies: Array<{ status: number; retryAfter?: string } | 'lost'>) {
  const fetchMock = vi.fn(async () => {
    const next = replies.shift() ?? { status: 200 };
    if (next === 'lost') throw new TypeError('Failed to fetch');
    const body = { status_code: next.status, success: next.status < 400, message: 'm', data: 1 };
    const headers: Record<string, string> = next.retryAfter
      ? { 'Retry-After': next.retryAfter }
      : {};
    return new Response(JSON.stringify(body), { status: next.status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A read through the app's own QueryClient, with its default retry policy. */
const read = () =>
  queryClient.fetchQuery({
    queryKey: ['test', ++key],
    queryFn: async () => (await request('GET', '/api/v2.0/thing', ignoreData, undefined)).data,
  });

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reads through the app QueryClient', () => {
  it('recover by themselves from a 503 after the Retry-After the server asked for', async () => {
    const fetchMock = server({ status: 503, retryAfter: '2' }, { status: 200 });
    const started = Date.now();
    await expect(read()).resolves.toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1990);
  });

  it('recover from lost replies and gateway errors', async () => {
    const fetchMock = server(
      'lost',
      { status: 502, retryAfter: '0' },
      { status: 504, retryAfter: '0' },
    );
    await expect(read()).resolves.toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('are never repeated after a refusal or a server bug', async () => {
    for (const status of [404, 422, 429, 500]) {
      const fetchMock = server({ status, retryAfter: '0' });
      await expect(read()).rejects.toMatchObject({ status });
      expect(fetchMock, String(status)).toHaveBeenCalledOnce();
    }
  });
});
