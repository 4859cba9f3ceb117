import type { Envelope } from '@contract/envelope';

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
