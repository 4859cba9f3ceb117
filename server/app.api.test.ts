import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { AppError } from './lib/errors';
import { mintAccessToken } from './modules/auth/mint';
import { request, signIn, uniqueMsisdn } from '../tests/helpers/client';
import { anotherProcess, useTestApp } from '../tests/helpers/context';
import { checkToken } from '@contract/routes/auth';
import { topics } from '@contract/routes/topics';
import { call, callRaw, pathOf, refusalOf } from '../tests/helpers/call';
import { currentUser, switchLanguage } from '@contract/routes/users';
import { paymentCallback } from '@contract/routes/packs';
import { appConfig } from '@contract/routes/public';

const { app, ctx, config } = await useTestApp({ CHECK_TOKEN_RATE_LIMIT: '5' });
// Signed in before the rate-limit test spends this app's check-token budget.
const player = await signIn(app, config);

describe('reply envelope and error mapping', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    // Paths no route has: raw requests.
    for (const [method, url] of [
      ['GET', '/api/nowhere'],
      ['POST', '/api/v2.0/nowhere'],
      ['GET', '/api/v2.0/nowhere'],
    ] as const) {
      const res = await request(app, method, url);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status_code: 404, success: false });
      expect(res.body.data).toEqual({ code: 'route_not_found' });
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    // A body no JSON client sends: a raw request.
    const res = await app.inject({
      method: 'POST',
      url: pathOf(topics),
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: '{"category_id":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status_code: 400,
      success: false,
      data: { code: 'bad_request' },
    });
  });

  it('answers 422 with data.errors naming each bad field', async () => {
    const res = await player.call(topics, {
      body: {
        category_id: 'abc',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      status_code: 422,
      success: false,
      message: 'The given data was invalid.',
      data: { code: 'validation_failed' },
    });
    expect(refusalOf(res).errors!.category_id?.[0]).toBeTruthy();
  });

  it('hides the details of unexpected errors behind a 500 with a request id', async () => {
    const probe = await buildApp(ctx);
    probe.get('/api/boom', async () => {
      throw new Error('secret internals');
    });
    probe.get('/api/refused', async () => {
      throw new AppError('already_answered', 'Already answered');
    });
    const res = await probe.inject({
      method: 'GET',
      url: '/api/boom',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ status_code: 500, success: false });
    expect(body.data).toEqual({ code: 'internal_error' });
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(body.message).toContain('req-123');
    expect(res.headers['x-request-id']).toBe('req-123');
    const refused = await probe.inject({ method: 'GET', url: '/api/refused' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status_code: 409,
      message: 'Already answered',
      data: { code: 'already_answered' },
    });
    await probe.close();
  });

  it('rate-limits check-token', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => call(app, checkToken, { query: { token: 'x' } })),
    );
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited[0]!.body).toMatchObject({
      status_code: 429,
      success: false,
      data: { code: 'rate_limited' },
    });
  });

  it('counts signed tokens per subscriber, so a shared carrier address does not lock others out', async () => {
    // Junk spends this address's budget; every call here comes from that address too.
    let junk = 0;
    for (let i = 0; i < 6; i++)
      junk = (await call(app, checkToken, { query: { token: 'x' } })).status;
    expect(junk).toBe(429);
    const neighbours = await Promise.all(Array.from({ length: 6 }, () => signIn(app, config)));
    expect(neighbours.every((p) => p.token.length > 0)).toBe(true);

    const msisdn = uniqueMsisdn();
    const tokens = await Promise.all(
      Array.from({ length: 6 }, () => mintAccessToken(config.operatorTokenSecret, { msisdn })),
    );
    const own = [];
    for (const token of tokens) own.push(await call(app, checkToken, { query: { token } }));
    expect(own.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('health and headers', () => {
  it('reports liveness and readiness', async () => {
    expect((await request(app, 'GET', '/healthz')).status).toBe(200);
    const ready = await request<{ database: string }>(app, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data.database).toBe('ok');
  });

  it('names the down dependency and the error code when not ready', async () => {
    const down = new Proxy(ctx.database, {
      get: (target, key, receiver) =>
        key === 'ping'
          ? () => Promise.reject(new Error('connection refused'))
          : Reflect.get(target, key, receiver),
    });
    const notReady = await buildApp(anotherProcess(ctx, { database: down }));
    try {
      const res = await request(notReady, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        status_code: 503,
        data: { code: 'service_unavailable', database: 'down' },
      });
    } finally {
      await notReady.close();
    }
  });

  it('marks every non-public API reply no-store, and leaves public ones as they were', async () => {
    const access = await mintAccessToken(config.operatorTokenSecret, { msisdn: uniqueMsisdn() });
    const personal = [
      await call(app, checkToken, { query: { token: access } }),
      // Without its token, and a callback without a field: inputs the routes' types refuse.
      await callRaw(app, checkToken),
      await player.call(currentUser),
      await player.call(switchLanguage, { body: { language: 'en' } }),
      await call(app, currentUser),
      await callRaw(app, paymentCallback, { body: {} }),
    ];
    // The bare check-token is refused (422, or 429 once this address's budget is spent above).
    expect(personal.map((r) => r.status)).toEqual([200, expect.any(Number), 200, 200, 401, 422]);
    for (const res of personal) expect(res.headers['cache-control']).toBe('no-store');
    const open = await call(app, appConfig);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('request bodies', () => {
  it('reads an empty JSON body as {} and refuses prototype pollution', async () => {
    // Bodies no JSON client sends: raw requests.
    const empty = await app.inject({
      method: 'POST',
      url: pathOf(topics),
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const evil = await app.inject({
      method: 'POST',
      url: pathOf(topics),
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ data: { code: 'bad_request' } });
  });

  it("names Fastify's own refusals with a code: too large, wrong content type", async () => {
    // Bodies no JSON client sends: raw requests.
    const large = await app.inject({
      method: 'POST',
      url: pathOf(topics),
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: `{"pad":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      status_code: 413,
      success: false,
      data: { code: 'payload_too_large' },
    });
    const typed = await app.inject({
      method: 'POST',
      url: pathOf(topics),
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(typed.statusCode).toBe(415);
    expect(typed.json()).toMatchObject({
      status_code: 415,
      data: { code: 'unsupported_media_type' },
    });
  });
});

describe('production mode', () => {
  it('does not serve the development microsite', async () => {
    const { loadConfig } = await import('./config');
    const production = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      OPERATOR_TOKEN_SECRET: 'a-long-production-secret',
      MICROSITE_URL: 'https://operator.example/quiz',
    });
    const prod = await buildApp(anotherProcess(ctx, { config: production }));
    // Unknown page paths get the web app (its 404 page), never the token-minting form.
    expect((await prod.inject({ method: 'GET', url: '/dev/microsite' })).body).not.toContain(
      '/dev/microsite/login',
    );
    const mint = await prod.inject({
      method: 'GET',
      url: '/dev/microsite/login?msisdn=01712345678',
    });
    expect(mint.statusCode).not.toBe(302);
    expect((await app.inject({ method: 'GET', url: '/dev/microsite' })).body).toContain(
      '/dev/microsite/login',
    );
    await prod.close();
  });
});
