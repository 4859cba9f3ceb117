import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessions, usedAccessTokens, users, walletLedger } from '../../tables';
import { mintAccessToken } from './mint';
import { cacheSession } from './session-cache';
import { signIn, uniqueMsisdn } from '../../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../../tests/helpers/context';
import { checkToken as checkTokenRoute, logout } from '@contract/routes/auth';
import { topics } from '@contract/routes/topics';
import { dailyTournaments } from '@contract/routes/tournaments';
import { currentUser, switchLanguage } from '@contract/routes/users';
import { bearer, call, callRaw, refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
const secret = () => config.operatorTokenSecret;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const userCount = async (msisdn: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.msisdn, msisdn))).length;
const checkToken = (token: string) => call(app, checkTokenRoute, { query: { token } });

describe('check-token', () => {
  it('accepts a fresh token once, creating the player and the welcome wallet', async () => {
    const msisdn = uniqueMsisdn();
    const token = await mintAccessToken(secret(), { msisdn, name: 'Ayesha' });
    const first = await checkToken(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status_code: 200, success: true });
    expect(first.body.data.account_exists).toBe(false);
    expect(first.body.data.token).toMatch(/^[\w-]{40,}$/);

    const me = await call(app, currentUser, {
      headers: bearer(first.body.data.token),
    });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ name: 'Ayesha', phone: msisdn });
    expect(me.body.data).toMatchObject({
      wallet: { coins: 500, gems: 5 },
      win: 0,
      draw: 0,
      loss: 0,
      active_agreement: null,
    });

    const replay = await checkToken(token);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      status_code: 401,
      success: false,
      message: 'Access token was already used',
      data: { code: 'token_replayed' },
    });

    const again = await checkToken(await mintAccessToken(secret(), { msisdn }));
    expect(again.body.data.account_exists).toBe(true);
    expect(again.body.data.user_id).toBe(first.body.data.user_id);
    const ledger = await ctx.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, first.body.data.user_id));
    expect(ledger).toHaveLength(2); // the welcome grant is given once, not per sign-in
  });

  it('stores only a hash of the session token', async () => {
    const player = await signIn(app, config);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, player.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(player.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29.9 * 86_400_000);
    expect(ttl).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
  });

  it.each([
    [
      'expired',
      async (m: string) =>
        mintAccessToken(secret(), { msisdn: m }, { issuedAt: Math.floor(Date.now() / 1000) - 700 }),
      'Access token has expired',
      'token_expired',
    ],
    [
      'wrongly signed',
      async (m: string) => mintAccessToken('another-secret-of-length', { msisdn: m }),
      'Access token signature is invalid',
      'token_invalid',
    ],
    [
      'valid for too long',
      async (m: string) => mintAccessToken(secret(), { msisdn: m }, { ttlSeconds: 3600 }),
      'Access token lives longer than allowed',
      'token_invalid',
    ],
    ['malformed', async () => 'not-a-jwt', 'Access token is invalid', 'token_invalid'],
    [
      'future-dated (a year ahead, living 600 s)',
      async (m: string) =>
        mintAccessToken(secret(), { msisdn: m }, { issuedAt: nowSeconds() + 365 * 86_400 }),
      'Access token is issued in the future',
      'token_invalid',
    ],
    [
      'future-dated beyond the 60 s clock skew',
      async (m: string) =>
        mintAccessToken(secret(), { msisdn: m }, { issuedAt: nowSeconds() + 90, ttlSeconds: 60 }),
      'Access token is issued in the future',
      'token_invalid',
    ],
    [
      'backwards (exp before iat)',
      async (m: string) =>
        mintAccessToken(secret(), { msisdn: m }, { issuedAt: nowSeconds() + 30, ttlSeconds: -10 }),
      'Access token expires before it is issued',
      'token_invalid',
    ],
    [
      'zero-lifetime (exp = iat)',
      async (m: string) =>
        mintAccessToken(secret(), { msisdn: m }, { issuedAt: nowSeconds() + 30, ttlSeconds: 0 }),
      'Access token expires before it is issued',
      'token_invalid',
    ],
    [
      'stale (older than its lifetime)',
      async (m: string) =>
        mintAccessToken(secret(), { msisdn: m }, { issuedAt: nowSeconds() - 900, ttlSeconds: 960 }),
      'Access token has expired',
      'token_expired',
    ],
  ])('refuses a %s token with 401 and creates nothing', async (_label, make, message, code) => {
    const msisdn = uniqueMsisdn();
    const res = await checkToken(await make(msisdn));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message, data: { code } });
    expect(await userCount(msisdn)).toBe(0);
  });

  it('accepts a token issued a little ahead of our clock (operator clock skew)', async () => {
    const msisdn = uniqueMsisdn();
    const token = await mintAccessToken(secret(), { msisdn }, { issuedAt: nowSeconds() + 30 });
    expect((await checkToken(token)).status).toBe(200);
  });

  it.each(['0171234567', '017123456789', '01712abc678'])('refuses msisdn %s', async (msisdn) => {
    const res = await checkToken(await mintAccessToken(secret(), { msisdn }));
    expect(res.status).toBe(401);
    expect(res.body.message).toContain('msisdn');
    expect(res.body.data).toEqual({ code: 'token_invalid' });
    expect(await userCount(msisdn)).toBe(0);
  });

  it('refuses a token without jti', async () => {
    const msisdn = uniqueMsisdn();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ msisdn })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(secret()));
    expect((await checkToken(token)).status).toBe(401);
    expect(await userCount(msisdn)).toBe(0);
  });

  it('answers 422 naming the field when the token is missing', async () => {
    // Without the token the route's types require.
    const res = await callRaw(app, checkTokenRoute);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(refusalOf(res).errors!)).toContain('token');
    expect(res.body.data).toMatchObject({ code: 'validation_failed' });
  });

  it('accepts exactly one of 20 concurrent replays of one token', async () => {
    const msisdn = uniqueMsisdn();
    const token = await mintAccessToken(secret(), { msisdn });
    const replies = await Promise.all(Array.from({ length: 20 }, () => checkToken(token)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 401);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.data).toEqual({ code: 'token_replayed' });
    const [user] = await ctx.db.select().from(users).where(eq(users.msisdn, msisdn));
    const count = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(count[0]!.n).toBe(1);
  });

  it('creates one player when new tokens for one new number race', async () => {
    const msisdn = uniqueMsisdn();
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => mintAccessToken(secret(), { msisdn })),
    );
    const replies = await Promise.all(tokens.map(checkToken));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await userCount(msisdn)).toBe(1);
    const ledger = await ctx.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, replies[0]!.body.data.user_id));
    expect(ledger.filter((l) => l.currency === 'coin')).toHaveLength(1);
  });
});

describe('bearer guard and logout', () => {
  it('refuses every /api/v2.0 call without a valid session', async () => {
    const variants: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of variants) {
      const res = await call(app, currentUser, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status_code: 401, success: false });
      expect(res.body.data).toEqual({
        code: headers.authorization === 'Bearer nope' ? 'session_expired' : 'unauthorized',
      });
    }
    expect((await call(app, topics, { body: {} })).status).toBe(401);
    expect((await call(app, dailyTournaments)).status).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const player = await signIn(app, config);
    expect((await player.call(currentUser)).status).toBe(200);
    const out = await player.call(logout);
    expect(out.status).toBe(200);
    expect((await player.call(currentUser)).status).toBe(401);
    expect((await player.call(logout)).status).toBe(401);
  });

  it('refuses a session whose lookup read it before the logout and cached it after (no Redis)', async () => {
    const player = await signIn(app, config);
    const tokenHash = createHash('sha256').update(player.token).digest('hex');
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect((await player.call(logout)).status).toBe(200);
    // The racing lookup's write lands after the logout finished.
    await cacheSession(
      ctx,
      tokenHash,
      {
        sessionId: row!.id,
        userId: row!.userId,
        expiresAt: row!.expiresAt.getTime(),
        lastUsedAt: row!.lastUsedAt.getTime(),
      },
      { onlyIfAbsent: true },
    );
    expect((await player.call(currentUser)).status).toBe(401);
  });

  it('switches language and validates it', async () => {
    const player = await signIn(app, config);
    // Bad input on purpose: an input the route's types refuse.
    const bad = await player.callRaw(switchLanguage, { body: { language: 'fr' } });
    expect(bad.status).toBe(422);
    expect(refusalOf(bad).errors!).toHaveProperty('language');
    expect(bad.body.data).toMatchObject({ code: 'validation_failed' });
    expect((await player.call(switchLanguage, { body: { language: 'mm' } })).status).toBe(200);
    const me = await player.call(currentUser);
    expect(me.body.data.user.language).toBe('mm');
  });
});

describe('several replicas on one PostgreSQL database without Redis', () => {
  it.skipIf(ctx.database.kind !== 'postgres')(
    'refuses a logged-out session on the other replica at once',
    async () => {
      // A second app on the same database with its own context stands in for another replica.
      const replica = await buildApp(anotherProcess(ctx));
      try {
        const player = await signIn(app, config);
        const me = (a: typeof app) =>
          call(a, currentUser, { headers: bearer(player.token) }).then((r) => r.status);
        expect([await me(app), await me(replica), await me(replica)]).toEqual([200, 200, 200]);
        expect((await player.call(logout)).status).toBe(200);
        expect([await me(replica), await me(app)]).toEqual([401, 401]);
      } finally {
        await replica.close();
      }
    },
  );
});

describe('auth cleanup job', () => {
  it('forgets only jtis whose tokens can no longer be presented, and expired sessions', async () => {
    const { cleanupAuth } = await import('./cleanup');
    const msisdn = uniqueMsisdn();
    const token = await mintAccessToken(secret(), { msisdn });
    const first = await checkToken(token);
    expect(first.status).toBe(200);
    await ctx.db
      .insert(usedAccessTokens)
      .values({ jti: `old-${msisdn}`, msisdn, expiresAt: new Date(Date.now() - 2 * 86_400_000) });
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, first.body.data.user_id));

    const removed = await cleanupAuth(ctx);
    expect(removed.jtis).toBeGreaterThanOrEqual(1);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    const left = await ctx.db
      .select()
      .from(usedAccessTokens)
      .where(eq(usedAccessTokens.msisdn, msisdn));
    expect(left.map((r) => r.jti)).not.toContain(`old-${msisdn}`);
    expect(left).toHaveLength(1);
    expect((await checkToken(token)).status).toBe(401);
    expect((await call(app, currentUser, { headers: bearer(first.body.data.token) })).status).toBe(
      401,
    );
  });
});

describe('session lifetime', () => {
  it('slides the 30-day expiry forward when the session is used', async () => {
    const player = await signIn(app, config);
    const soon = new Date(Date.now() + 3_600_000);
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * 3_600_000), expiresAt: soon })
      .where(eq(sessions.userId, player.userId));
    expect((await player.call(currentUser)).status).toBe(200);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, player.userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // 30 days from this use, not added to what was left.
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 60_000);
  });

  it('refuses an expired session', async () => {
    const player = await signIn(app, config);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, player.userId));
    const expired = await player.call(currentUser);
    expect(expired.status).toBe(401);
    expect(expired.body.data).toEqual({ code: 'session_expired' });
  });
});
