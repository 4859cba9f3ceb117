import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openRedis } from './lib/redis';
import { request, signIn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';

const redisUrl = process.env.TEST_REDIS_URL;

// Several server processes share rate limits through Redis: two app instances stand in for them.
describe.skipIf(!redisUrl)('REDIS_URL mode', async () => {
  const { app, ctx } = await useTestApp({ CHECK_TOKEN_RATE_LIMIT: '6' }, { redis: true });

  it('reports Redis in readiness', async () => {
    const ready = await request<{ redis: string }>(app, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data.redis).toBe('ok');
  });

  it('shares the check-token rate limit between processes', async () => {
    await ctx.redis!.flushdb();
    const secondRedis = await openRedis(redisUrl!);
    const second = await buildApp({ ...ctx, redis: secondRedis });
    try {
      const hit = (a: typeof app) => request(a, 'GET', '/api/check-token?token=x');
      const first = await Promise.all([hit(app), hit(app), hit(app), hit(app)]);
      expect(first.every((r) => r.status === 401)).toBe(true);
      const more = await Promise.all([hit(second), hit(second), hit(second), hit(second)]);
      expect(more.filter((r) => r.status === 429).length).toBe(2);
    } finally {
      await second.close();
      secondRedis.disconnect();
    }
  });
});

describe.skipIf(!redisUrl)('REDIS_URL mode, sessions', async () => {
  const { app, ctx, config } = await useTestApp({}, { redis: true });

  it('ends a session in every process at once when it logs out, though sessions are cached', async () => {
    const secondRedis = await openRedis(redisUrl!);
    const second = await buildApp({ ...ctx, redis: secondRedis });
    try {
      const player = await signIn(app, config);
      const me = (a: typeof app) =>
        request(a, 'GET', '/api/v2.0/user', { token: player.token }).then((r) => r.status);
      // Both processes have now let the session through (and cached it).
      expect([await me(app), await me(second), await me(second)]).toEqual([200, 200, 200]);
      expect((await player.post('/api/v2.0/logout')).status).toBe(200);
      expect([await me(second), await me(app)]).toEqual([401, 401]);
    } finally {
      await second.close();
      secondRedis.disconnect();
    }
  });
});
