import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Mints an operator access token the way the operator's microsite does. Used by the development
 * microsite, `npm run token` and tests; production tokens come from the operator.
 */
export function mintAccessToken(
  secret: string,
  claims: { msisdn: string; name?: string | undefined },
  opts: { ttlSeconds?: number; issuedAt?: number; jti?: string } = {},
): Promise<string> {
  const iat = opts.issuedAt ?? Math.floor(Date.now() / 1000);
  const payload: Record<string, string> = { msisdn: claims.msisdn };
  if (claims.name) payload.name = claims.name;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + (opts.ttlSeconds ?? 600))
    .setJti(opts.jti ?? randomUUID())
    .sign(new TextEncoder().encode(secret));
}
