import type { Language } from '@web/api/preferences';
import { formatDateTime, localDigits } from '@contract/myanmar-text';

// Myanmar numerals (၀၁၂၃…) whenever the UI is not English (product-spec §1).
const locales: Record<Language, string> = { en: 'en-US', mm: 'my-MM-u-nu-mymr' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: Language, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locales[language], {
      numberingSystem: language === 'mm' ? 'mymr' : 'latn',
      ...options,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The one way numbers reach the screen: 1,250 in English, ၁,၂၅၀ in Myanmar. */
export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return formatterFor(language, options).format(value);
}

/**
 * Days, hours and whole minutes left, counting a started minute as a whole one (59m 30s → 1h 0m);
 * hours stay under 24.
 */
export function splitDuration(seconds: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.ceil(Math.max(0, seconds) / 60);
  const totalHours = Math.floor(totalMinutes / 60);
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24, minutes: totalMinutes % 60 };
}

/** The UI's words around the numbers (tournament.daysHours, hoursMinutes and minutesOnly). */
export interface DurationWords {
  daysHours: (days: string, hours: string) => string;
  hoursMinutes: (hours: string, minutes: string) => string;
  minutesOnly: (minutes: string) => string;
}

/**
 * The one way a time left reads (game-rules): days and hours from 24 hours on ("6d 16h", never
 * "160h 33m"), hours and minutes below ("5h 12m"), minutes under an hour; the numbers in the
 * language's digits, among the UI's `words`.
 */
export function durationText(seconds: number, language: Language, words: DurationWords): string {
  const { days, hours, minutes } = splitDuration(seconds);
  const n = (value: number) => formatNumber(value, language);
  if (days > 0) return words.daysHours(n(days), n(hours));
  if (hours > 0) return words.hoursMinutes(n(hours), n(minutes));
  return words.minutesOnly(n(minutes));
}

// Digits inside text that is not a quantity (a phone number keeps its leading zero and has no
// grouping): Myanmar numerals in Myanmar, as they are in English.
export { localDigits };

/**
 * "Nov 22, 2026, 4:05 PM" in English; "၂၂ နိုဝင်ဘာ ၂၀၂၆၊ ညနေ ၄:၀၅" in Myanmar; in the device's
 * time, or in `timeZone` (the operator's, for a pack's end). Shared with the console.
 */
export { formatDateTime };
