import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@contract/money';
import { isLanguage, type Language } from '@web/api/preferences';
import { formatDateTime, formatNumber, localDigits, splitDuration } from './format-number';

export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** `formatNumber` bound to the UI language; use it for every number a user sees. */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const language = useCurrentLanguage();
  return useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    [language],
  );
}

/** "5h 12m" / "၅ နာရီ ၁၂ မိနစ်"; product-spec §4: hours and minutes, minutes rounded up. */
export function useFormatDuration(): (seconds: number) => string {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return useCallback(
    (seconds: number) => {
      const { hours, minutes } = splitDuration(seconds);
      return hours > 0
        ? t('tournament.hoursMinutes', { hours: format(hours), minutes: format(minutes) })
        : t('tournament.minutesOnly', { minutes: format(minutes) });
    },
    [t, format],
  );
}

/** Digits in a phone number or code, in the UI language's numerals (no grouping, zeros kept). */
export function useLocalDigits(): (text: string) => string {
  const language = useCurrentLanguage();
  return useCallback((text: string) => localDigits(text, language), [language]);
}

/** A date and time in the UI language, with its numerals (in `timeZone` when given). */
export function useFormatDateTime(): (iso: string | Date, timeZone?: string) => string {
  const language = useCurrentLanguage();
  return useCallback(
    (value: string | Date, timeZone?: string) =>
      formatDateTime(new Date(value), language, timeZone),
    [language],
  );
}

/** A price by the one currency rule (contract/money.ts), in the UI language. */
export function useFormatPrice(): (price: number, currency: string) => string {
  const language = useCurrentLanguage();
  return useCallback(
    (price: number, currency: string) => formatPrice(price, currency, language),
    [language],
  );
}
