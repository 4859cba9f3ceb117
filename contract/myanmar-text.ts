/**
 * Myanmar forms of numbers and dates that the server's notifications and the web's screens both
 * write, so they read the same wherever a player meets them. Browsers and Node often ship without
 * Myanmar calendar data, hence the month names here rather than from Intl.
 */
const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

/** Western digits in `text` become Myanmar numerals for a Myanmar reader; English is untouched. */
export function localDigits(text: string, language: 'en' | 'mm'): string {
  return language === 'mm' ? text.replace(/[0-9]/g, (d) => MYANMAR_DIGITS[Number(d)] ?? d) : text;
}

export const MYANMAR_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
] as const;

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: 'en' | 'mm', timeZone: string | undefined): Intl.DateTimeFormat {
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
export function formatDateTime(value: Date, language: 'en' | 'mm', timeZone?: string): string {
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

/** A calendar day (YYYY-MM-DD, no zone): "22 Nov 2026", "၂၂ နိုဝင်ဘာ ၂၀၂၆"; chart ticks drop the year. */
export function formatDay(day: string, language: 'en' | 'mm', { year = true } = {}): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  if (language === 'mm') {
    return localDigits(`${d} ${MYANMAR_MONTHS[m - 1] ?? m}${year ? ` ${y}` : ''}`, language);
  }
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
