import { isApiError } from './api-error';

/** Repeats of a read after its first failure before the screen offers Retry. */
export const READ_RETRIES = 3;

const BASE_DELAY_MS = 1_000;
// A draining server may ask for a long wait; past this the player is better off with Retry.
const MAX_DELAY_MS = 10_000;
// Phones that lost the same server at once should not all come back in the same millisecond.
const JITTER_MS = 250;

/**
 * Failures that say nothing about the request itself: no answer at all, or a server (or the
 * proxy in front of it) passing through a restart or deploy. Refusals and bugs stay as they are.
 */
export function isTransient(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.isNetworkError || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/** TanStack Query `retry` for calls safe to repeat: only transient failures, `times` at most. */
export const retryTransient =
  (times: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < times && isTransient(error);

/** TanStack Query `retryDelay`: the server's Retry-After when it gave one, else 1 s, 2 s, 4 s… */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = isApiError(error) ? error.retryAfterMs : undefined;
  const wait = Math.min(asked ?? BASE_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS);
  return wait + Math.random() * JITTER_MS;
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read outside TanStack Query (e.g. inside a mutation) with the same retry policy. */
export async function retryRead<T>(read: () => Promise<T>, times = READ_RETRIES): Promise<T> {
  for (let failureCount = 0; ; failureCount++) {
    try {
      return await read();
    } catch (error) {
      if (!retryTransient(times)(failureCount, error)) throw error;
      await sleep(retryDelay(failureCount, error));
    }
  }
}
