/**
 * The one currency rule (game-rules.md, product-spec §1), shared by every screen and by the
 * server's notifications, so a price reads the same wherever it is shown: the operator's LKR packs
 * read "LKR" in English and "MMK" in Myanmar, taka (BDT, the Bengali bundles) reads "৳" in every
 * language; any other currency keeps its code. Digits are the screen's: Myanmar numerals on Myanmar
 * screens, Bengali ones on the Bengali bundle screens.
 */
export type PriceLanguage = 'en' | 'mm' | 'bn';

const NUMBERING: Record<PriceLanguage, string> = { en: 'latn', mm: 'mymr', bn: 'beng' };
const formatters = new Map<PriceLanguage, Intl.NumberFormat>();

function amountFormat(language: PriceLanguage): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      numberingSystem: NUMBERING[language],
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** "10 LKR", "၁၀ MMK", "৳২০", "৳20": a price in major units as a player of `language` reads it. */
export function formatPrice(price: number, currency: string, language: PriceLanguage): string {
  const amount = amountFormat(language).format(price);
  if (currency === 'BDT') return `৳${amount}`;
  if (currency === 'LKR') return `${amount} ${language === 'mm' ? 'MMK' : 'LKR'}`;
  return `${amount} ${currency}`;
}
