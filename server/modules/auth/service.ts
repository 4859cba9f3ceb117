import { forgetSessionPush } from '../push';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { CheckTokenReply } from '@contract/auth';
import { ZMsisdn } from '@contract/auth';
import type { AppContext, AuthUser } from '../../context';
import { sessions, usedAccessTokens } from './tables';
import { type DbOrTx, queryRows } from '../../db/client';
import { statement } from '../../db/statement';
import { AppError, fieldError } from '../../lib/errors';
import { NUL_MESSAGE, pathOfNul } from '../../lib/nul-guard';
import { blockedRefusal, refuseBlocked, toStoredName } from '../users';
import { createPlayer } from '../wallet';
import { REVOKED, cacheSession, cachedSession, forgetSession, sessionEpoch } from './session-cache';
import { revokeEverywhere } from './session-notices';

const ZClaims = z.object({
  msisdn: ZMsisdn,
  name: z.string().max(80).optional(),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(8).max(200),
});
type Claims = z.infer<typeof ZClaims>;

/** How far ahead of our clock the operator's clock may run. */
const CLOCK_SKEW_SECONDS = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** Verifies the operator's access token without touching the database. */
async function verifyAccessToken(ctx: AppContext, token: string): Promise<Claims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secretKey(ctx.config.operatorTokenSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['iat', 'exp', 'jti'],
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired)
      throw new AppError('token_expired', 'Access token has expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      throw new AppError('token_invalid', 'Access token signature is invalid');
    throw new AppError('token_invalid', 'Access token is invalid');
  }
  const nul = pathOfNul(payload);
  if (nul !== undefined) throw fieldError(`token.${nul}`, NUL_MESSAGE);
  const parsed = ZClaims.safeParse(payload);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'claims';
    throw new AppError('token_invalid', `Access token claim "${field}" is missing or malformed`);
  }
  const claims = parsed.data;
  const maxAge = ctx.config.rules.accessTokenMaxAgeSeconds;
  const now = Math.floor(Date.now() / 1000);
  // jose checks only exp: a token minted far ahead (or with exp before iat) must not pass either.
  if (claims.iat > now + CLOCK_SKEW_SECONDS) {
    throw new AppError('token_invalid', 'Access token is issued in the future');
  }
  if (claims.exp <= claims.iat) {
    throw new AppError('token_invalid', 'Access token expires before it is issued');
  }
  if (now - claims.iat > maxAge) throw new AppError('token_expired', 'Access token has expired');
  if (claims.exp - claims.iat > maxAge) {
    throw new AppError('token_invalid', 'Access token lives longer than allowed');
  }
  return claims;
}

/**
 * Whom a check-token call counts against for its rate limit. A token that would sign in (our
 * signature, fresh, not used yet) names its subscriber, who gets a budget of their own: carrier
 * NAT puts thousands of subscribers behind one address, and a per-address budget would lock them
 * all out at peak time. Every refused token (expired, used, bad, made up) counts against the
 * address that sent it: an old login link replayed by someone else must not spend its
 * subscriber's budget and lock them out of their fresh one.
 */
export async function checkTokenLimitKey(
  ctx: AppContext,
  token: string | undefined,
  ip: string,
): Promise<string> {
  const byAddress = `ip:${ip}`;
  if (!token) return byAddress;
  let claims: Claims;
  try {
    claims = await verifyAccessToken(ctx, token);
  } catch {
    return byAddress;
  }
  const [used] = await ctx.db
    .select({ jti: usedAccessTokens.jti })
    .from(usedAccessTokens)
    .where(eq(usedAccessTokens.jti, claims.jti))
    .limit(1);
  return used ? byAddress : `subscriber:${claims.msisdn}`;
}

/**
 * check-token: accepts an access token once, creates the player on first sight and opens a
 * session. The jti row, the player and the session commit together, so a refused or replayed
 * token leaves nothing behind.
 */
export async function checkToken(ctx: AppContext, token: string): Promise<CheckTokenReply> {
  const claims = await verifyAccessToken(ctx, token);
  // A blank name claim is no name: the player gets the default one.
  const name = claims.name?.trim() ? toStoredName(claims.name, 'token.name') : undefined;
  const sessionToken = randomBytes(32).toString('base64url');
  const sessionMs = ctx.config.rules.sessionDays * 86_400_000;

  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(usedAccessTokens)
      .values({ jti: claims.jti, msisdn: claims.msisdn, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing()
      .returning({ jti: usedAccessTokens.jti });
    if (claimed.length === 0) throw new AppError('token_replayed', 'Access token was already used');

    const { user, created } = await createPlayer(tx, ctx.config.rules, claims.msisdn, name);
    await refuseBlocked(tx, user.id);
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(sessionToken),
      expiresAt: new Date(Date.now() + sessionMs),
    });
    return {
      token: sessionToken,
      user_id: user.id,
      account_exists: !created,
      name: user.name,
      phone: user.msisdn,
      language: user.language === 'mm' ? 'mm' : 'en',
      remaining_time: Math.floor(sessionMs / 1000),
    };
  });
}

// Sliding expiry without a write on every request: refresh at most once an hour per session.
const TOUCH_AFTER_MS = 3_600_000;

const sessionExpired = () =>
  new AppError('session_expired', 'Session expired or invalid. Please sign in again.');

/**
 * Why a token opens nothing: a blocked player is told so rather than asked to sign in again.
 * Asked only on the way out, so a live session costs no extra read.
 */
async function refusalOf(ctx: AppContext, tokenHash: string): Promise<AppError> {
  const [row] = await queryRows<{ blocked: boolean }>(
    ctx.db,
    sql`select u.blocked_at is not null as blocked from sessions s
      join users u on u.id = s.user_id where s.token_hash = ${tokenHash} limit 1`,
  );
  return row?.blocked ? blockedRefusal() : sessionExpired();
}

/**
 * The live session of a token. Without Redis on PostgreSQL every signed-in request reads it (see
 * session-cache.ts), so it is sent by name (db/statement.ts): building drizzle's query for it cost
 * more of a tournament answer's CPU than the answer's own statements.
 */
const liveSession = statement<{ id: number; userId: number; lastUsedAt: Date; expiresAt: Date }>(
  'auth_live_session',
  `select id as "id", user_id as "userId", last_used_at as "lastUsedAt", expires_at as "expiresAt"
   from sessions
   where token_hash = $1 and revoked_at is null and expires_at > $2::timestamptz
   limit 1`,
);

export async function authenticate(ctx: AppContext, bearer: string): Promise<AuthUser> {
  const now = Date.now();
  const tokenHash = hashToken(bearer);
  const epoch = sessionEpoch(ctx);
  const cached = await cachedSession(ctx, tokenHash);
  if (cached === REVOKED) throw await refusalOf(ctx, tokenHash);
  let session = cached;
  if (!session || session.expiresAt <= now) {
    const [row] = await ctx.database.run(liveSession, [tokenHash, new Date(now)]);
    if (!row) throw await refusalOf(ctx, tokenHash);
    session = {
      sessionId: row.id,
      userId: row.userId,
      expiresAt: row.expiresAt.getTime(),
      lastUsedAt: row.lastUsedAt.getTime(),
    };
    await cacheSession(ctx, tokenHash, session, { onlyIfAbsent: true, epoch });
  }
  if (now - session.lastUsedAt > TOUCH_AFTER_MS) {
    const expiresAt = now + ctx.config.rules.sessionDays * 86_400_000;
    // A logout that committed first (this UPDATE waits on its row lock) ends the session here too.
    const touched = await ctx.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now), expiresAt: new Date(expiresAt) })
      .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (touched.length === 0) throw await refusalOf(ctx, tokenHash);
    await cacheSession(
      ctx,
      tokenHash,
      { ...session, lastUsedAt: now, expiresAt },
      { onlyIfAbsent: false, epoch },
    );
  }
  return { id: session.userId, sessionId: session.sessionId, tokenHash };
}

export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  // This device's pushes end with its session (the app also unsubscribes in the browser).
  await forgetSessionPush(ctx.db, user.sessionId);
  await revokeEverywhere(ctx, user.sessionId, user.tokenHash);
  await forgetSession(ctx, user.tokenHash);
}

export interface EndedSession {
  id: number;
  tokenHash: string;
}

/**
 * Ends every live session of a player inside the caller's transaction (a block); once it commits,
 * pass them to forgetEndedSessions so that no process's cache lets them through.
 */
export async function endSessionsOf(tx: DbOrTx, userId: number): Promise<EndedSession[]> {
  return tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
}

/** After the commit that ended them: every process drops these sessions, as a logout does. */
export async function forgetEndedSessions(ctx: AppContext, ended: EndedSession[]): Promise<void> {
  for (const s of ended) {
    await revokeEverywhere(ctx, s.id, s.tokenHash);
    await forgetSession(ctx, s.tokenHash);
  }
}
