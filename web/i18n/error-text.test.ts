import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes';
import { ApiError } from '@web/api/api-error';
import { en } from './en';
import { errorText } from './error-text';
import { mm } from './mm';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'mm',
  fallbackLng: 'en',
  resources: { en: { translation: en }, mm: { translation: mm } },
  interpolation: { escapeValue: false },
});
const tIn = (lng: 'en' | 'mm') => i18n.getFixedT(lng);
const myanmar = /[\u1000-\u109F]/;

describe('errorText', () => {
  it('translates a refusal by its code, not by the server message', () => {
    const outOfCoin = new ApiError(402, 'Out of Coin', { code: 'out_of_coin' });
    expect(errorText(tIn('mm'), outOfCoin)).toBe('ဒင်္ဂါး မလုံလောက်ပါ');
    expect(errorText(tIn('en'), outOfCoin)).toBe('Out of Coin');
    const reworded = new ApiError(409, 'Already done, mate', { code: 'already_answered' });
    expect(errorText(tIn('en'), reworded)).toBe('You have already answered this question.');
  });

  it('has Myanmar text for every code the server can send', () => {
    for (const code of ERROR_CODES) {
      const error = new ApiError(400, 'English text', { code });
      expect(errorText(tIn('mm'), error), code).toMatch(myanmar);
      expect(errorText(tIn('en'), error), code).not.toBe(`errors.${code}`);
    }
  });

  it('falls back by status when a reply has no code it knows', () => {
    expect(errorText(tIn('en'), new ApiError(409, 'x'))).toBe(en.errors.conflict);
    expect(errorText(tIn('mm'), new ApiError(418, 'x'))).toBe(mm.errors.refused);
    expect(errorText(tIn('mm'), new ApiError(0, 'Network error'))).toBe(mm.errors.network);
    expect(errorText(tIn('mm'), new Error('boom'))).toBe(mm.errors.internal_error);
  });

  it("keeps the screen's own wording for failures that are not refusals", () => {
    const t = tIn('mm');
    expect(errorText(t, new ApiError(0, 'Network error'), 'fallback')).toBe('fallback');
    expect(errorText(t, new ApiError(503, 'x', { code: 'service_unavailable' }), 'f')).toBe('f');
    const refused = new ApiError(402, 'Out of Coin', { code: 'out_of_coin' });
    expect(errorText(t, refused, 'fallback')).toBe(mm.errors.out_of_coin);
  });
});
