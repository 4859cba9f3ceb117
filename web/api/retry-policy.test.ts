import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  isTransient,
  parseRetryAfter,
  READ_RETRIES,
  retryDelay,
  retryRead,
  retryTransient,
} from './retry-policy';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('which failures a read repeats', () => {
  it('repeats network loss and a restarting server (502, 503, 504)', () => {
    for (const status of [0, 502, 503, 504]) {
      expect(isTransient(new ApiError(status, 'x')), String(status)).toBe(true);
    }
  });

  it('never repeats a refusal (4xx), a bug (500) or an unexpected reply', () => {
    for (const status of [400, 401, 402, 404, 409, 422, 429, 500, 200]) {
      expect(isTransient(new ApiError(status, 'x')), String(status)).toBe(false);
    }
    expect(isTransient(new TypeError('boom'))).toBe(false);
  });

  it('gives up after the allowed number of repeats', () => {
    const retry = retryTransient(READ_RETRIES);
    const lost = new ApiError(0, 'Network error');
    expect([0, 1, 2, 3].map((n) => retry(n, lost))).toEqual([true, true, true, false]);
  });
});

describe('how long it waits', () => {
  it('honours Retry-After, bounded to 10 s', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay(0, new ApiError(503, 'x', { retryAfterMs: 1000 }))).toBe(1000);
    expect(retryDelay(2, new ApiError(503, 'x', { retryAfterMs: 0 }))).toBe(0);
    expect(retryDelay(0, new ApiError(503, 'x', { retryAfterMs: 120_000 }))).toBe(10_000);
  });

  it('backs off 1 s, 2 s, 4 s without one, plus a little jitter', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const lost = new ApiError(0, 'Network error');
    expect([0, 1, 2].map((n) => retryDelay(n, lost))).toEqual([1000, 2000, 4000]);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    expect(retryDelay(0, lost)).toBeGreaterThan(1200);
    expect(retryDelay(0, lost)).toBeLessThan(1250);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('1', now)).toBe(1000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    for (const bad of [null, '', '-3', 'soon']) expect(parseRetryAfter(bad, now)).toBeUndefined();
  });
});

describe('retryRead', () => {
  it('repeats a read the server was too busy for, then returns its answer', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'Draining', { retryAfterMs: 0 }))
      .mockResolvedValueOnce('state');
    await expect(retryRead(read)).resolves.toBe('state');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a refusal', async () => {
    const refusal = new ApiError(404, 'Game not found');
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(refusal);
    await expect(retryRead(read)).rejects.toBe(refusal);
    expect(read).toHaveBeenCalledOnce();
  });
});
