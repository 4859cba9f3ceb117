import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { sessions } from './tables';
import { openRedis } from './lib/redis';
import { authenticate } from './modules/auth/service';
import { ensureDevAdmin } from './modules/console';
import { cacheSession, forgetSession } from './modules/auth/session-cache';
import { request, signIn } from '../tests/helpers/client';
import { signInDevAdmin } from '../tests/helpers/console';
import { anotherProcess, useTestApp } from '../tests/helpers/context';
import { checkToken, logout } from '@contract/routes/auth';
import { blockPlayer } from '@contract/routes/console-care';
import { currentUser } from '@contract/routes/users';
import { bearer, call, refusalOf } from '../tests/helpers/call';

const redisUrl = process.env.TEST_REDIS_URL;
// Other test files and other checkouts use this Redis at the same time: each app here keeps its
// keys (rate limits, sessions) under a prefix of its own instead of wiping the database.
const ownKeys = () => ({ REDIS_KEY_PREFIX: `test:redis-mode:${randomBytes(6).toString('hex')}:` });

// Several server processes share rate limits through Redis: two app instances stand in for them.
describe.skipIf(!redisUrl)('REDIS_URL mode', async () => {
  const { app, ctx } = await useTestApp(
    { CHECK_TOKEN_RATE_LIMIT: '6', ...ownKeys() },
    { redis: true },
  );

  it('reports Redis in readiness', async () => {
    const ready = await request<{ redis: string }>(app, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data.redis).toBe('ok');
  });

  it('shares the check-token rate limit between processes', async () => {
    const secondRedis = await openRedis(redisUrl!);
    const second = await buildApp(anotherProcess(ctx, { redis: secondRedis }));
    try {
      const hit = (a: typeof app) => call(a, checkToken, { query: { token: 'x' } });
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
  const { app, ctx, config } = await useTestApp(ownKeys(), { redis: true });

  it('ends a session in every process at once when it logs out, though sessions are cached', async () => {
    const secondRedis = await openRedis(redisUrl!);
    const second = await buildApp(anotherProcess(ctx, { redis: secondRedis }));
    try {
      const player = await signIn(app, config);
      const me = (a: typeof app) =>
        call(a, currentUser, { headers: bearer(player.token) }).then((r) => r.status);
      // Both processes have now let the session through (and cached it).
      expect([await me(app), await me(second), await me(second)]).toEqual([200, 200, 200]);
      expect((await player.call(logout)).status).toBe(200);
      expect([await me(second), await me(app)]).toEqual([401, 401]);
    } finally {
      await second.close();
      secondRedis.disconnect();
    }
  });

  it("ends a blocked player's sessions in every process at once, though sessions are cached", async () => {
    await ensureDevAdmin(ctx);
    const secondRedis = await openRedis(redisUrl!);
    const second = await buildApp(anotherProcess(ctx, { redis: secondRedis }));
    try {
      const player = await signIn(app, config);
      const me = (a: typeof app) => call(a, currentUser, { headers: bearer(player.token) });
      expect([(await me(app)).status, (await me(second)).status]).toEqual([200, 200]);
      // Support blocks the player through the console of the first process...
      const support = await signInDevAdmin(app);
      const blocked = await support.call(blockPlayer, {
        params: { id: player.userId },
        body: {
          reason: 'Abusive names after two warnings',
        },
      });
      expect(blocked.status).toBe(200);
      // ...and the second process, which had the session cached, refuses it as blocked.
      for (const a of [second, app]) {
        const refused = await me(a);
        expect(refused.status).toBe(401);
        expect(refusalOf(refused).code).toBe('account_blocked');
      }
    } finally {
      await second.close();
      secondRedis.disconnect();
    }
  });

  it('ends the session everywhere when Redis, out of memory, refuses the logout marker', async () => {
    // Redis with maxmemory and noeviction refuses a SET; a refused command in a MULTI makes its
    // EXEC fail whole (EXECABORT). The logging-out process's client behaves so here.
    const oom = () =>
      Promise.reject(new Error('OOM command not allowed when used memory > maxmemory'));
    const fullRedis = await openRedis(redisUrl!);
    const refusing = new Proxy(fullRedis, {
      get(target, key) {
        if (key === 'set') return oom;
        if (key === 'multi') {
          const chain = { set: () => chain, del: () => chain, exec: () => oom() };
          return () => chain;
        }
        if (key === 'pipeline') {
          return () => {
            const real = target.pipeline();
            const pipe = {
              set: () => pipe,
              del: (k: string) => (real.del(k), pipe),
              exec: () => real.exec(),
            };
            return pipe;
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const full = await buildApp(anotherProcess(ctx, { redis: refusing }));
    try {
      const player = await signIn(app, config);
      const me = (a: typeof app) =>
        call(a, currentUser, { headers: bearer(player.token) }).then((r) => r.status);
      expect([await me(app), await me(app)]).toEqual([200, 200]);
      const out = await call(full, logout, { headers: bearer(player.token) });
      expect(out.status).toBe(200);
      expect([await me(app), await me(full)]).toEqual([401, 401]);
    } finally {
      await full.close();
      fullRedis.disconnect();
    }
  });
});

describe.skipIf(!redisUrl)('REDIS_URL mode, a logout racing a session lookup', async () => {
  const { app, ctx, config } = await useTestApp(ownKeys(), { redis: true });
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

  async function twoProcesses() {
    const secondRedis = await openRedis(redisUrl!);
    const second = await buildApp(anotherProcess(ctx, { redis: secondRedis }));
    const player = await signIn(app, config);
    const me = (a: typeof app) =>
      call(a, currentUser, { headers: bearer(player.token) }).then((r) => r.status);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOf(player.token)));
    const close = async () => {
      await second.close();
      secondRedis.disconnect();
    };
    return { second, secondRedis, player, me, row: row!, close };
  }

  it('refuses the session everywhere when a lookup that read the row before the logout caches it after', async () => {
    const { second, secondRedis, player, me, row, close } = await twoProcesses();
    try {
      // The second process read the (not yet revoked) row; the logout then ran to the end...
      expect((await player.call(logout)).status).toBe(200);
      // ...and only now does that lookup write what it read, as a miss writes it.
      await cacheSession(
        anotherProcess(ctx, { redis: secondRedis }),
        hashOf(player.token),
        {
          sessionId: row.id,
          userId: row.userId,
          expiresAt: row.expiresAt.getTime(),
          lastUsedAt: row.lastUsedAt.getTime(),
        },
        { onlyIfAbsent: true },
      );
      expect([await me(second), await me(app)]).toEqual([401, 401]);
    } finally {
      await close();
    }
  });

  it('does not extend or re-cache a session whose hourly refresh ran after the logout committed', async () => {
    const { second, secondRedis, player, me, row, close } = await twoProcesses();
    try {
      const secondCtx = anotherProcess(ctx, { redis: secondRedis });
      const tokenHash = hashOf(player.token);
      // Cached more than an hour after its last use: the next lookup refreshes it.
      await cacheSession(
        secondCtx,
        tokenHash,
        {
          sessionId: row.id,
          userId: row.userId,
          expiresAt: row.expiresAt.getTime(),
          lastUsedAt: Date.now() - 2 * 3_600_000,
        },
        { onlyIfAbsent: false },
      );
      // Logout's UPDATE commits (the refresh waited on its row lock)...
      await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.id));
      // ...the refresh then runs before logout has reached the cache.
      await expect(authenticate(secondCtx, player.token)).rejects.toMatchObject({
        code: 'session_expired',
      });
      await forgetSession(ctx, tokenHash);
      expect([await me(second), await me(app)]).toEqual([401, 401]);
      const [after] = await ctx.db.select().from(sessions).where(eq(sessions.id, row.id));
      expect(after!.expiresAt.getTime()).toBe(row.expiresAt.getTime());
    } finally {
      await close();
    }
  });
});
