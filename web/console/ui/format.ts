import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { formatAmountWithCode } from '@contract/money';
import { formatDateTime, formatDay, localDigits } from '@contract/myanmar-text';
import { useT } from '../i18n/use-t';

/**
 * Every moment the console shows is in the operator's time zone, whatever the desk's browser is
 * set to (game-rules: one clock). The zone comes with the session (GET me, sign-in) before any
 * signed-in screen renders; until then, and on the sign-in screen, UTC.
 */
let operatorZone = 'UTC';
export const setOperatorZone = (zone: string) => {
  operatorZone = zone;
};
/** A moment for a CSV cell: the operator's wall clock with its offset, "2026-11-29 07:45:00+06:00". */
export const operatorStamp = (at: string | Date | null | undefined): string =>
  at ? format(new TZDate(new Date(at).getTime(), operatorZone), 'yyyy-MM-dd HH:mm:ssXXX') : '';

/** The calendar day (YYYY-MM-DD) a moment falls on in the operator's zone. */
export function operatorDayOf(at: string | Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: operatorZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

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
    /**
     * Minor units labelled by their ISO code, the same code in both languages (contract/money.ts,
     * the one currency rule): 1234 BDT → "12.34 BDT", "၁၂.၃၄ BDT".
     */
    money: (minor: number, currency: string) =>
      formatAmountWithCode(minor / 100, currency, language),
    /** A moment in the operator's zone; '—' when there is none. */
    dateTime: (at: string | Date | null) =>
      at === null ? '—' : formatDateTime(new Date(at), language, operatorZone),
    /** A calendar day, YYYY-MM-DD. */
    day: (day: string) => formatDay(day, language),
    /** Text the server wrote with digits, such as a clock time (18:30), in the reader's digits. */
    digits: (text: string) => localDigits(text, language),
    /** The day a moment falls on in the operator's zone (the date a price change takes effect). */
    dayOf: (at: string | Date) => formatDay(operatorDayOf(at), language),
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

/** A moment in the operator's zone for a reader of `language`, where a hook cannot be called. */
export const momentIn = (at: string | Date, language: string) =>
  formatDateTime(new Date(at), language === 'mm' ? 'mm' : 'en', operatorZone);

/** A number for a reader of `language` (i18n.language), where a hook cannot be called. */
export const numberIn = (n: number, language: string) =>
  formatsFor(language === 'mm' ? 'mm' : 'en').number(n);
