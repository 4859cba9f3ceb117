import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** One step either side: an authenticator whose clock is off by up to 30 s still works. */
const WINDOW = 1;

const totpOf = (email: string, secret: string) =>
  new TOTP({
    issuer: 'Quiz Arena Console',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(email, secret).toString() };
}

/**
 * The time step a code belongs to when it is valid now, else null. The caller keeps the last step
 * accepted and refuses one not after it, so a code seen over a shoulder cannot be used again.
 */
export function totpStep(email: string, secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(email, secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** A current code, for the tests and the console:admin command's check. */
export const totpCode = (email: string, secret: string, now: Date) =>
  totpOf(email, secret).generate({ timestamp: now.getTime() });
