import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { LISTENER_APPLICATION_NAME, queryRows } from '../../db/client';
import { sessions } from './tables';
import { authenticate } from './service';
import { cacheSession, sessionEpoch } from './session-cache';
import { signIn } from '../../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../../tests/helpers/context';
import { sessionCacheOf } from './session-store';
import { logout } from '@contract/routes/auth';
import { currentUser } from '@contract/routes/users';
import { bearer, call } from '../../../tests/helpers/call';

const onPostgres = process.env.TEST_DB === 'postgres';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Until `ok` holds: the listener's connection comes and goes on its own time. */
async function until(ok: () => boolean, what: string) {
  const end = Date.now() + 10_000;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('sessions kept in memory, on either database', async () => {
  const { app, ctx, config } = await useTestApp();

  it('ends a cached session in its own process when it logs out', async () => {
    const player = await signIn(app, config);
    const me = () => player.call(currentUser);
    expect((await me()).status).toBe(200);
    expect(sessionCacheOf(ctx).sessions.has(hashOf(player.token))).toBe(true);
    expect((await player.call(logout)).status).toBe(200);
    expect((await me()).status).toBe(401);
  });
});

// Two app instances on one PostgreSQL database, without Redis, stand in for two replicas.
describe.skipIf(!onPostgres)('PostgreSQL without Redis: logouts heard through NOTIFY', async () => {
  const { app, ctx, config } = await useTestApp();

  async function twoProcesses() {
    const secondCtx = anotherProcess(ctx);
    const second = await buildApp(secondCtx);
    await second.ready();
    await until(
      () => sessionCacheOf(ctx).notices.listening && sessionCacheOf(secondCtx).notices.listening,
      'both processes listen',
    );
    const player = await signIn(app, config);
    const me = (a: typeof app) =>
      call(a, currentUser, { headers: bearer(player.token) }).then((r) => r.status);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOf(player.token)));
    return { second, secondCtx, player, me, row: row!, tokenHash: hashOf(player.token) };
  }

  const cutListeners = () =>
    queryRows(
      ctx.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );

  it('ends a session in every process at once when it logs out, though both cached it', async () => {
    const { second, secondCtx, player, me, tokenHash } = await twoProcesses();
    try {
      expect([await me(app), await me(second)]).toEqual([200, 200]);
      // Both let the session through from memory from now on.
      expect(sessionCacheOf(ctx).sessions.has(tokenHash)).toBe(true);
      expect(sessionCacheOf(secondCtx).sessions.has(tokenHash)).toBe(true);
      expect((await player.call(logout)).status).toBe(200);
      expect([await me(second), await me(app)]).toEqual([401, 401]);
    } finally {
      await second.close();
    }
  });

  it('empties the cache and asks the database while its listener is lost, and caches again once it is back', async () => {
    const { second, secondCtx, me, row, tokenHash } = await twoProcesses();
    try {
      expect(await me(second)).toBe(200);
      expect(sessionCacheOf(secondCtx).sessions.has(tokenHash)).toBe(true);
      await cutListeners();
      await until(() => !sessionCacheOf(secondCtx).notices.listening, 'the listener is lost');
      expect(sessionCacheOf(secondCtx).sessions.size).toBe(0);
      // Not cached while nothing is heard: a logout now could not reach this process's memory.
      expect(await me(second)).toBe(200);
      expect(sessionCacheOf(secondCtx).sessions.has(tokenHash)).toBe(false);
      await until(() => sessionCacheOf(secondCtx).notices.listening, 'the listener is back');
      expect(await me(second)).toBe(200);
      expect(sessionCacheOf(secondCtx).sessions.has(tokenHash)).toBe(true);
      // A revocation nobody announced (the notice missed while the listener was away) is only
      // safe because the copy was emptied: here the cut comes after the session was cached again.
      await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.id));
      await cutListeners();
      await until(() => !sessionCacheOf(secondCtx).notices.listening, 'the listener is lost again');
      expect(await me(second)).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses the session when a lookup that read the row before the logout caches it after', async () => {
    const { second, secondCtx, player, me, row, tokenHash } = await twoProcesses();
    try {
      const epoch = sessionEpoch(secondCtx);
      // The second process read the (not yet revoked) row; the logout then ran to the end and
      // its notice reached the second process (which had nothing cached to drop)...
      expect((await player.call(logout)).status).toBe(200);
      await until(() => sessionCacheOf(secondCtx).revoked.has(tokenHash), 'the notice is heard');
      // ...and only now does that lookup write what it read, as a miss writes it.
      await cacheSession(
        secondCtx,
        tokenHash,
        {
          sessionId: row.id,
          userId: row.userId,
          expiresAt: row.expiresAt.getTime(),
          lastUsedAt: row.lastUsedAt.getTime(),
        },
        { onlyIfAbsent: true, epoch },
      );
      expect([await me(second), await me(app)]).toEqual([401, 401]);
    } finally {
      await second.close();
    }
  });

  it('does not cache what a lookup read before its listener was lost, even once it is back', async () => {
    const { second, secondCtx, row, tokenHash } = await twoProcesses();
    try {
      const epoch = sessionEpoch(secondCtx);
      await cutListeners();
      await until(() => !sessionCacheOf(secondCtx).notices.listening, 'the listener is lost');
      await until(() => sessionCacheOf(secondCtx).notices.listening, 'the listener is back');
      await cacheSession(
        secondCtx,
        tokenHash,
        {
          sessionId: row.id,
          userId: row.userId,
          expiresAt: row.expiresAt.getTime(),
          lastUsedAt: row.lastUsedAt.getTime(),
        },
        { onlyIfAbsent: true, epoch },
      );
      expect(sessionCacheOf(secondCtx).sessions.has(tokenHash)).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('does not extend or re-cache a session whose hourly refresh ran after the logout committed', async () => {
    const { second, secondCtx, player, me, row, tokenHash } = await twoProcesses();
    try {
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
      // Logout's UPDATE commits (the refresh waited on its row lock) before its notice is heard.
      await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.id));
      await expect(authenticate(secondCtx, player.token)).rejects.toMatchObject({
        code: 'session_expired',
      });
      expect(sessionCacheOf(secondCtx).sessions.get(tokenHash)?.lastUsedAt).toBeLessThan(
        Date.now() - 3_600_000,
      );
      expect([await me(second), await me(app)]).toEqual([401, 401]);
      const [after] = await ctx.db.select().from(sessions).where(eq(sessions.id, row.id));
      expect(after!.expiresAt.getTime()).toBe(row.expiresAt.getTime());
    } finally {
      await second.close();
    }
  });
});
