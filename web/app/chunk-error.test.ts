import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnStaleCode } from './chunk-error';

describe('isChunkLoadError', () => {
  it("tells a screen's missing code, in each browser's words, from a crash", () => {
    const url = 'https://quiz.example/assets/leaderboard-route-abc.js';
    expect(
      isChunkLoadError(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError(`error loading dynamically imported module: ${url}`)),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index.css'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnStaleCode', () => {
  const reload = vi.fn();
  let online = true;
  let target: EventTarget;
  const stored = new Map<string, string>();

  beforeEach(() => {
    target = new EventTarget();
    stored.clear();
    reload.mockClear();
    online = true;
    vi.stubGlobal('window', Object.assign(target, { location: { reload } }));
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    reloadOnStaleCode();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const failImport = () =>
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

  it('reloads once for code a deploy removed, not again if that did not help', () => {
    vi.useFakeTimers();
    failImport();
    expect(reload).toHaveBeenCalledTimes(1);
    failImport();
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy), a reload is worth it again.
    vi.advanceTimersByTime(61_000);
    failImport();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline, where the browser would show its own error page', () => {
    online = false;
    failImport();
    expect(reload).not.toHaveBeenCalled();
  });
});
