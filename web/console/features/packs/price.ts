import { formatPrice } from '@contract/money';

/** A price as players see it, by the one currency rule (minor units to major). */
export const priceText = (minor: number, currency: string, language: string) =>
  formatPrice(minor / 100, currency, language === 'mm' ? 'mm' : 'en');
