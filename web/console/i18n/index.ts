import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { mm } from './mm';
import { ConsoleApiError } from '../api/client';
import { serverFieldText } from './issues';
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

function savedLanguage(): ConsoleLanguage {
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

/**
 * A refusal's text in the staff member's language, by its code (never the server's message), and
 * its cause where the code has several (a password too easy to guess: why).
 */
export function errorText(t: ConsoleT, error: unknown): string {
  const code = error instanceof ConsoleApiError ? error.code : 'fallback';
  const text =
    code in en.errors ? t(`errors.${code as keyof typeof en.errors}`) : t('errors.fallback');
  const reason = error instanceof ConsoleApiError ? error.reason : undefined;
  // A refused field the screen does not mark itself: say what is wrong with it, not "highlighted".
  if (code === 'validation_failed' && error instanceof ConsoleApiError && error.fields) {
    const texts = Object.values(error.fields).flatMap((messages) =>
      messages.slice(0, 1).map(serverFieldText),
    );
    if (texts.length > 0) return [...new Set(texts)].join(' ');
  }
  if (code === 'password_too_weak' && reason !== undefined && reason in en.weakness)
    return `${text} ${t(`weakness.${reason as keyof typeof en.weakness}`)}`;
  return text;
}
