import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { mm } from './mm';
import { ConsoleApiError } from '../api/client';
import type { ConsoleT } from './use-t';

export type ConsoleLanguage = 'en' | 'mm';

const sentenceNumbers = new Map<ConsoleLanguage, Intl.NumberFormat>();
/** Without grouping: a sentence's numbers are as often ids as counts. */
function inSentence(language: ConsoleLanguage): Intl.NumberFormat {
  let format = sentenceNumbers.get(language);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      numberingSystem: language === 'mm' ? 'mymr' : 'latn',
      useGrouping: false,
      maximumFractionDigits: 2,
    });
    sentenceNumbers.set(language, format);
  }
  return format;
}

/**
 * A number put into a sentence ("Attempt {{id}}", "{{ms}} ms") in the reader's numerals, ၉၀၀၁ in
 * Myanmar; names and emails pass as they are. The console's strings use no named formats.
 */
const numeralsInSentences: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) =>
    // Anything else goes back untouched (undefined too: i18next then reports it missing).
    typeof value === 'number'
      ? inSentence(lng === 'mm' ? 'mm' : 'en').format(value)
      : (value as string),
};
const STORAGE_KEY = 'console-language';

export function savedLanguage(): ConsoleLanguage {
  return localStorage.getItem(STORAGE_KEY) === 'mm' ? 'mm' : 'en';
}

export async function initI18n() {
  await i18next
    .use(initReactI18next)
    .use(numeralsInSentences)
    .init({
      lng: savedLanguage(),
      fallbackLng: 'en',
      resources: { en: { translation: en }, mm: { translation: mm } },
      // Every interpolated value goes through numeralsInSentences (below).
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
  document.documentElement.lang = i18next.language === 'mm' ? 'my' : 'en';
}

export async function switchLanguage(language: ConsoleLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language === 'mm' ? 'my' : 'en';
}

/** A refusal's text in the staff member's language, by its code (never the server's message). */
export function errorText(t: ConsoleT, error: unknown): string {
  const code = error instanceof ConsoleApiError ? error.code : 'fallback';
  return code in en.errors ? t(`errors.${code as keyof typeof en.errors}`) : t('errors.fallback');
}
