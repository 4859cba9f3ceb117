import type { Envelope } from '@contract/envelope';
import { DEV_OPERATOR_SECRET } from '../server/config';
import { mintAccessToken } from '../server/modules/auth/mint';

/** One API call as the app makes it (JSON envelope); a refusal throws with its message. */
export async function call<T>(
  base: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(base + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${json.message}`);
  return json.data;
}

/** `count` calls of `fn`, `width` at a time (setting players up without a thundering herd). */
export async function inBatches<T>(
  count: number,
  width: number,
  fn: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    const n = Math.min(width, count - i);
    out.push(...(await Promise.all(Array.from({ length: n }, (_, j) => fn(i + j)))));
  }
  return out;
}

/**
 * Signs bench player `i` in through check-token, as the app does, with a number of its own under
 * `prefix` (one per bench part, so parts sharing a database keep their players apart).
 */
export async function signInPlayer(base: string, prefix: string, i: number): Promise<string> {
  const access = await mintAccessToken(DEV_OPERATOR_SECRET, {
    msisdn: `${prefix}${String(i).padStart(8, '0')}`,
  });
  return (await call<{ token: string }>(base, `/api/check-token?token=${access}`)).token;
}
