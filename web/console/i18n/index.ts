import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { mm } from './mm';
import { ConsoleApiError } from '../api/client';
import type { ConsoleT } from './use-t';

export type ConsoleLanguage = 'en' | 'mm';
const STORAGE_KEY = 'console-language';

export function savedLanguage(): ConsoleLanguage {
  return localStorage.getItem(STORAGE_KEY) === 'mm' ? 'mm' : 'en';
}

export async function initI18n() {
  await i18next.use(initReactI18next).init({
    lng: savedLanguage(),
    fallbackLng: 'en',
    resources: { en: { translation: en }, mm: { translation: mm } },
    interpolation: { escapeValue: false },
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
