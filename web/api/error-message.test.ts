import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

// Stands in for i18next's t: the key itself, so the test reads which text was chosen.
const t = ((key: string) => key) as unknown as TFunction;
let online = true;

beforeEach(() => {
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorMessage', () => {
  it("says what the server said for a refusal, whatever the screen's own wording", () => {
    const refusal = new ApiError(402, 'Out of Coin');
    expect(errorMessage(t, refusal)).toBe('Out of Coin');
    expect(errorMessage(t, refusal, 'game.sendFailed')).toBe('Out of Coin');
  });

  it('uses the screen wording, or the offline or generic text, for everything else', () => {
    expect(errorMessage(t, new ApiError(0, 'Network error'))).toBe('common.offlineBody');
    expect(errorMessage(t, new ApiError(503, 'Draining'))).toBe('common.errorBody');
    expect(errorMessage(t, new ApiError(500, 'Internal'))).toBe('common.errorBody');
    expect(errorMessage(t, new ApiError(0, 'Network error'), 'game.sendFailed')).toBe(
      'game.sendFailed',
    );
    online = false;
    expect(errorMessage(t, new ApiError(503, 'Draining'))).toBe('common.offlineBody');
  });
});
