import type { Language } from '@web/api/preferences';
import { localDigits, MYANMAR_MONTHS } from '@contract/myanmar-text';

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

/** Hours and whole minutes left, counting a started minute as a whole one (59m 30s → 1h 0m). */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.ceil(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

// Digits inside text that is not a quantity (a phone number keeps its leading zero and has no
// grouping): Myanmar numerals in Myanmar, as they are in English.
export { localDigits };

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}:${timeZone ?? ''}`;
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter =
      language === 'mm'
        ? new Intl.DateTimeFormat('en-US', {
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            hour12: true,
            timeZone,
          })
        : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "Nov 22, 2026, 4:05 PM" in English; "၂၂ နိုဝင်ဘာ ၂၀၂၆၊ ညနေ ၄:၀၅" in Myanmar; in the device's
 * time, or in `timeZone` (the operator's, for a pack's end).
 */
export function formatDateTime(value: Date, language: Language, timeZone?: string): string {
  const formatter = formatterOf(language, timeZone);
  if (language !== 'mm') return formatter.format(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(value).find((p) => p.type === type)?.value ?? '';
  const month = MYANMAR_MONTHS[Number(part('month')) - 1] ?? part('month');
  const period = part('dayPeriod') === 'PM' ? 'ညနေ' : 'နံနက်';
  return localDigits(
    `${part('day')} ${month} ${part('year')}၊ ${period} ${part('hour')}:${part('minute')}`,
    language,
  );
}
