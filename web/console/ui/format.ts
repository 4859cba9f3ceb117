import { formatPrice } from '@contract/money';
import { formatDateTime, formatDay, localDigits } from '@contract/myanmar-text';
import { useT } from '../i18n/use-t';

/**
 * Numbers, days and moments in the staff member's language: Myanmar numerals and month names in
 * Myanmar, as the player's app writes them. The numbering system is named, not put in the locale:
 * Chromium without Burmese locale data ignores "-u-nu-mymr".
 */
function buildFormats(language: 'en' | 'mm') {
  const numbers = (options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('en-US', {
      numberingSystem: language === 'mm' ? 'mymr' : 'latn',
      ...options,
    });
  const whole = numbers({ maximumFractionDigits: 0 });
  const percent = numbers({ style: 'percent', maximumFractionDigits: 1 });
  const signed = numbers({ maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  return {
    language,
    number: (n: number) => whole.format(n),
    percent: (n: number) => percent.format(n),
    /** A change: +100, −20, 0. */
    signed: (n: number) => signed.format(n),
    /** Minor units, as the player's app writes a price: 1234 BDT → "৳12.34". */
    money: (minor: number, currency: string) => formatPrice(minor / 100, currency, language),
    /** A moment, in the browser's zone or in `timeZone` (the operator's); '—' when there is none. */
    dateTime: (at: string | Date | null, timeZone?: string) =>
      at === null ? '—' : formatDateTime(new Date(at), language, timeZone),
    /** A calendar day, YYYY-MM-DD. */
    day: (day: string) => formatDay(day, language),
    /** Text the server wrote with digits, such as a clock time (18:30), in the reader's digits. */
    digits: (text: string) => localDigits(text, language),
    /** The day a moment falls on in the browser's zone (the date a price change takes effect). */
    dayOf: (at: string | Date) => {
      const d = new Date(at);
      const two = (n: number) => String(n).padStart(2, '0');
      return formatDay(`${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`, language);
    },
    tick: (day: string) => formatDay(day, language, { year: false }),
  };
}

export type Formats = ReturnType<typeof buildFormats>;

// Built once per language: table cells call these for every row of every render.
const built = new Map<'en' | 'mm', Formats>();
export function formatsFor(language: 'en' | 'mm'): Formats {
  let formats = built.get(language);
  if (!formats) {
    formats = buildFormats(language);
    built.set(language, formats);
  }
  return formats;
}

export function useFormat(): Formats {
  const { i18n } = useT();
  const language = i18n.language === 'mm' ? 'mm' : 'en';
  return formatsFor(language);
}

/** A moment for a reader of `language` (i18n.language), where a hook cannot be called. */
export const momentIn = (at: string | Date, language: string, timeZone?: string) =>
  formatDateTime(new Date(at), language === 'mm' ? 'mm' : 'en', timeZone);

/** A number for a reader of `language` (i18n.language), where a hook cannot be called. */
export const numberIn = (n: number, language: string) =>
  formatsFor(language === 'mm' ? 'mm' : 'en').number(n);
