import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@contract/money';
import { isLanguage, type Language } from '@web/api/preferences';
import { rememberedTimeZone, useAppConfig } from '@web/api/queries/app-config';
import { durationText, formatDateTime, formatNumber, localDigits } from './format-number';

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

/** "6d 16h", "5h 12m" / "၆ ရက် ၁၆ နာရီ", "၅ နာရီ ၁၂ မိနစ်": durationText in the UI language. */
export function useFormatDuration(): (seconds: number) => string {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return useCallback(
    (seconds: number) =>
      durationText(seconds, language, {
        daysHours: (days, hours) => t('tournament.daysHours', { days, hours }),
        hoursMinutes: (hours, minutes) => t('tournament.hoursMinutes', { hours, minutes }),
        minutesOnly: (minutes) => t('tournament.minutesOnly', { minutes }),
      }),
    [t, language],
  );
}

/** Digits in a phone number or code, in the UI language's numerals (no grouping, zeros kept). */
export function useLocalDigits(): (text: string) => string {
  const language = useCurrentLanguage();
  return useCallback((text: string) => localDigits(text, language), [language]);
}

/**
 * The operator's time zone (app-config, or the one it gave last time), undefined until it is
 * known. Every time a player reads is in it, never in the phone's zone (game-rules: a 1-day pack
 * bought at 08:03 is "active until 08:03" the next day, whichever zone the phone is set to).
 */
function useOperatorTimeZone(): string | undefined {
  const remembered = useMemo(() => rememberedTimeZone(), []);
  return useAppConfig().data?.time_zone ?? remembered;
}

/** Shown for a time while the operator's zone is still being asked (the phone's would be wrong). */
const UNKNOWN_TIME = '…';

/**
 * The one way a date and time reaches a player's screen: in the UI language and its numerals, in
 * the operator's time zone.
 */
export function useFormatDateTime(): (iso: string | Date) => string {
  const language = useCurrentLanguage();
  const timeZone = useOperatorTimeZone();
  return useCallback(
    (value: string | Date) =>
      timeZone === undefined ? UNKNOWN_TIME : formatDateTime(new Date(value), language, timeZone),
    [language, timeZone],
  );
}

/** What a price needs to be read: the amount, its currency and whether taxes come on top. */
export interface Priced {
  price: number;
  currency: string;
  taxes_added: boolean;
}

/** A price by the one currency rule (contract/money.ts), in the UI language. */
export function useFormatPrice(): (priced: Priced) => string {
  const language = useCurrentLanguage();
  return useCallback(
    ({ price, currency, taxes_added }: Priced) =>
      formatPrice(price, currency, language, { taxesAdded: taxes_added }),
    [language],
  );
}
