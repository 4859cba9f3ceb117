import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { getAuth } from './auth-storage';
import { request, setUnauthorizedHandler, type Schema } from './client';

const store = new Map<string, string>();
const ignoreData: Schema<unknown> = { parse: (input) => input };
const numberSchema: Schema<{ n: number }> = {
  parse: (input) => {
    if (
      typeof input === 'object' &&
      input !== null &&
      'n' in input &&
      typeof input.n === 'number'
    ) {
      return { n: input.n };
    }
    throw new Error('bad shape');
  },
};

function reply(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('unwraps the envelope and parses data', async () => {
    const fetchMock = reply(200, {
      status_code: 200,
      success: true,
      message: 'OK',
      data: { n: 3 },
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = await request('GET', '/api/v2.0/thing', numberSchema, undefined, {
      query: { a: 1, b: undefined },
    });
    expect(result).toEqual({ status_code: 200, success: true, message: 'OK', data: { n: 3 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/v2.0/thing?a=1', expect.anything());
  });

  it('sends the bearer token when signed in', async () => {
    store.set('auth_user', JSON.stringify({ token: 'abc', user_id: 1 }));
    const fetchMock = reply(200, { status_code: 200, success: true, message: 'OK', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await request('POST', '/api/v2.0/logout', ignoreData, undefined);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer abc');
  });

  it('turns a 422 into an ApiError with field errors', async () => {
    const body = {
      status_code: 422,
      success: false,
      message: 'Invalid',
      data: { code: 'validation_failed', errors: { name: ['is required'] } },
    };
    vi.stubGlobal('fetch', reply(422, body));
    const error = await request('POST', '/api/v2.0/user', ignoreData, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Invalid',
      fieldErrors: { name: ['is required'] },
    });
  });

  it('exposes the code of a refusal, and null for a code it does not know', async () => {
    const refusal = (code: unknown) =>
      reply(402, { status_code: 402, success: false, message: 'Out of Coin', data: { code } });
    vi.stubGlobal('fetch', refusal('out_of_coin'));
    const error = await request('POST', '/api/v2.0/gameplay/try-again', ignoreData, {}).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ status: 402, code: 'out_of_coin', message: 'Out of Coin' });
    vi.stubGlobal('fetch', refusal('made_up_code'));
    const unknown = await request('POST', '/api/v2.0/gameplay/try-again', ignoreData, {}).catch(
      (e) => e,
    );
    expect(unknown).toMatchObject({ status: 402, code: null });
  });

  it('on 401 from a signed-in call forgets the session and calls the handler', async () => {
    store.set('auth_user', JSON.stringify({ token: 'old', user_id: 1 }));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      reply(401, { status_code: 401, success: false, message: 'Unauthorized', data: null }),
    );
    await expect(request('GET', '/api/v2.0/user', ignoreData, undefined)).rejects.toMatchObject({
      status: 401,
    });
    expect(getAuth()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports network failures as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await request('GET', '/api/public/app-config', ignoreData, undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('keeps the Retry-After of a 503, so a retry waits as long as the server asked', async () => {
    const body = { status_code: 503, success: false, message: 'Server is restarting', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), { status: 503, headers: { 'Retry-After': '2' } }),
      ),
    );
    const error = await request('GET', '/api/v2.0/user', ignoreData, undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 503, retryAfterMs: 2000 });
  });
});
