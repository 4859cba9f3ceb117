import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { consolePasswordChecks } from '../../lib/metrics';

/**
 * Staff passwords are hashed with scrypt, built into Node: memory-hard (128 MiB per hash here, so
 * a GPU farm cannot try many at once), maintained with Node itself, and no native add-on to build
 * in the image. The parameters are OWASP's recommendation for scrypt (N=2^17, r=8, p=1); each
 * hash keeps its own, so raising them later leaves older hashes verifiable. The work runs in
 * libuv's thread pool, not on the event loop.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** log2 of N above; config's CONSOLE_PASSWORD_COST, which production refuses below this. */
const PASSWORD_COST = 17;

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1_048_576 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, both in base64. */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...PARAMS, N: 2 ** cost };
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  consolePasswordChecks.inc();
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches, computed once: an unknown email is checked against it so that a
 * sign-in takes as long whether the account exists or not.
 */
const decoys = new Map<number, Promise<string>>();
export const decoyHash = (cost = PASSWORD_COST) => {
  if (!decoys.has(cost)) decoys.set(cost, hashPassword(randomBytes(16).toString('hex'), cost));
  return decoys.get(cost)!;
};

/** A one-time password to hand over once: 20 characters of base64url, 120 bits. */
export const oneTimePassword = () => randomBytes(15).toString('base64url');
