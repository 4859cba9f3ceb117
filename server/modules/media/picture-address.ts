import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  timingSafeEqual,
} from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { drawingAt } from './versioned-url';

/**
 * A question's picture is stored under a path that names its subject (`/media/flags/co.svg` is
 * Colombia), and a long-press on the picture shows its address. So players get the stored path
 * sealed (game-rules "Questions and content languages"): `/media/q/<hex>`, the path encrypted
 * with a key only the server holds, which the media route opens again. Nothing is looked up, so
 * every server process serves any address, with no database read for a drawn flag.
 *
 * The sealing is deterministic (synthetic IV: the IV is an HMAC of the path), so a picture keeps
 * its address from game to game and phones cache it for a year. An address that changed per game
 * would cost a download per game and hide nothing: a bot that knows the pictures can match the
 * bytes it is sent as well as an address. A plain hash of the bytes would be as stable, but
 * anyone could hash every flag the app draws and read answers from addresses without fetching
 * anything; the key rules that out. The key is derived from OPERATOR_TOKEN_SECRET (required and
 * private in production), so every process of a deployment agrees without a new setting.
 */

export const PICTURE_PREFIX = '/media/q/';
/**
 * One long run of lower-case hex: no short segment to read as a country code, and letters a-f
 * alone spell no country. Its length follows the path's, and every flag's path has the same.
 */
export const PICTURE_TOKEN = /^[0-9a-f]{26,600}$/;
const IV_BYTES = 12;

interface Keys {
  cipher: Buffer;
  mac: Buffer;
  /** Addresses already sealed: a served question costs a lookup (0.4 µs), not a seal (20 µs). */
  sealed: LRUCache<string, string>;
}
const keysBySecret = new Map<string, Keys>();

function keysOf(ctx: Pick<AppContext, 'config'>): Keys {
  const secret = ctx.config.operatorTokenSecret;
  let keys = keysBySecret.get(secret);
  if (!keys) {
    const okm = Buffer.from(hkdfSync('sha256', secret, 'quiz-arena', 'question picture', 64));
    keys = {
      cipher: okm.subarray(0, 32),
      mac: okm.subarray(32),
      sealed: new LRUCache({ max: 20_000 }),
    };
    keysBySecret.set(secret, keys);
  }
  return keys;
}

const ivOf = (keys: Keys, plain: Buffer) =>
  createHmac('sha256', keys.mac).update(plain).digest().subarray(0, IV_BYTES);
// AES-CTR takes a 16-byte counter block: the synthetic IV, then a counter from zero.
const counterOf = (iv: Buffer) => Buffer.concat([iv, Buffer.alloc(16 - IV_BYTES)]);

/** The sealed form of a stored path, `path` included verbatim (its version too, if any). */
function seal(keys: Keys, path: string): string {
  const plain = Buffer.from(path, 'utf8');
  const iv = ivOf(keys, plain);
  const cipher = createCipheriv('aes-256-ctr', keys.cipher, counterOf(iv));
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]).toString('hex');
}

/** The path a token seals, or null when this server did not seal it (forged, or another key). */
export function openPictureToken(ctx: Pick<AppContext, 'config'>, token: string): string | null {
  if (!PICTURE_TOKEN.test(token) || token.length % 2 !== 0) return null;
  const keys = keysOf(ctx);
  const bytes = Buffer.from(token, 'hex');
  const iv = bytes.subarray(0, IV_BYTES);
  const decipher = createDecipheriv('aes-256-ctr', keys.cipher, counterOf(iv));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]);
  return timingSafeEqual(ivOf(keys, plain), iv) ? plain.toString('utf8') : null;
}

/**
 * The address a player gets for a question's stored picture path. A drawn picture carries the
 * drawing's version inside the seal, so new art is a new address and an address is cached for a
 * year (as versionedMediaUrl does for covers); an upload's path already names its bytes' hash.
 */
export function questionPictureUrl(ctx: Pick<AppContext, 'config'>, stored: string): string {
  const keys = keysOf(ctx);
  let address = keys.sealed.get(stored);
  if (address === undefined) {
    const drawing = drawingAt(stored);
    const path = drawing ? `${stored}?v=${drawing.version}` : stored;
    address = `${PICTURE_PREFIX}${seal(keys, path)}`;
    keys.sealed.set(stored, address);
  }
  return address;
}
