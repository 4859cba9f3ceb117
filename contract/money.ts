/**
 * The one currency rule (game-rules.md, product-spec §1), shared by every screen and by the
 * server's notifications, so a price reads the same wherever it is shown: the operator's LKR packs
 * read "LKR" in English and "MMK" in Myanmar, taka (BDT, the Bengali bundles) reads "৳" in every
 * language; any other currency keeps its code. Digits are the screen's: Myanmar numerals on Myanmar
 * screens, Bengali ones on the Bengali bundle screens. A price the operator's taxes are added to
 * says so after the amount ("10 LKR + taxes"), on every screen and in the checkout alike.
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

const PLUS_TAXES: Record<PriceLanguage, string> = {
  en: '+ taxes',
  mm: '+ အခွန်',
  bn: '+ কর',
};

function amountWithCurrency(price: number, currency: string, language: PriceLanguage): string {
  const amount = amountFormat(language).format(price);
  if (currency === 'BDT') return `৳${amount}`;
  if (currency === 'LKR') return `${amount} ${language === 'mm' ? 'MMK' : 'LKR'}`;
  return `${amount} ${currency}`;
}

/**
 * "10 LKR", "၁၀ MMK", "৳২০", "৳20", "10 LKR + taxes": a price in major units as a player of
 * `language` reads it; `taxesAdded` when the charge adds the operator's taxes to it.
 */
export function formatPrice(
  price: number,
  currency: string,
  language: PriceLanguage,
  { taxesAdded = false }: { taxesAdded?: boolean } = {},
): string {
  const text = amountWithCurrency(price, currency, language);
  return taxesAdded ? `${text} ${PLUS_TAXES[language]}` : text;
}

/**
 * "1,234.5 LKR", "၁,၂၃၄.၅ LKR", "20 BDT": an amount in major units labelled by its ISO code, the
 * same code in every language, as the operator console reads prices and revenue. Not the player's
 * wording (৳, MMK for LKR): staff comparing packs and languages must read one currency as one label.
 */
export function formatAmountWithCode(
  amount: number,
  currency: string,
  language: PriceLanguage,
): string {
  return `${amountFormat(language).format(amount)} ${currency}`;
}
