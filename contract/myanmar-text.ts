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
