import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enFirstScreens } from './en-first-screens';
import { durationText } from './format-number';
import { mmFirstScreens } from './mm-first-screens';

/** The app's own strings, as i18next interpolates them on screen. */
const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: enFirstScreens }, mm: { translation: mmFirstScreens } },
  lng: 'en',
  interpolation: { escapeValue: false },
});

function read(seconds: number, language: 'en' | 'mm') {
  const t = i18n.getFixedT(language);
  return durationText(seconds, language, {
    daysHours: (days, hours) => t('tournament.daysHours', { days, hours }),
    hoursMinutes: (hours, minutes) => t('tournament.hoursMinutes', { hours, minutes }),
    minutesOnly: (minutes) => t('tournament.minutesOnly', { minutes }),
  });
}

const HOUR = 3600;
const MINUTE = 60;

describe('a time left, as a player reads it (game-rules: long durations in days)', () => {
  it('reads days and hours from 24 hours on, never "160h 33m"', () => {
    expect(read(160 * HOUR + 33 * MINUTE, 'en')).toBe('6d 16h');
    expect(read(160 * HOUR + 33 * MINUTE, 'mm')).toBe('၆ ရက် ၁၆ နာရီ');
    expect(read(24 * HOUR, 'en')).toBe('1d 0h');
    expect(read(30 * 24 * HOUR, 'mm')).toBe('၃၀ ရက် ၀ နာရီ');
  });

  it('reads hours and minutes below a day, minutes under an hour', () => {
    expect(read(23 * HOUR + 59 * MINUTE, 'en')).toBe('23h 59m');
    expect(read(5 * HOUR + 12 * MINUTE, 'mm')).toBe('၅ နာရီ ၁၂ မိနစ်');
    expect(read(12 * MINUTE, 'en')).toBe('12m');
    expect(read(12 * MINUTE, 'mm')).toBe('၁၂ မိနစ်');
  });

  it('counts a started minute as a whole one, up to the next day', () => {
    expect(read(23 * HOUR + 59 * MINUTE + 1, 'en')).toBe('1d 0h');
    expect(read(0, 'en')).toBe('0m');
  });
});
