import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, type Language } from '@web/api/preferences';
import { en } from './en';

/** `lang` attribute per UI language: Burmese is "my" in BCP 47 (screen readers, fonts). */
const htmlLang: Record<Language, string> = { en: 'en', mm: 'my' };

async function ensureResources(language: Language): Promise<void> {
  if (language === 'mm' && !i18next.hasResourceBundle('mm', 'translation')) {
    const { mm } = await import('./mm');
    i18next.addResourceBundle('mm', 'translation', mm);
  }
}

/** Loads the strings for `language` (fetching Burmese on demand) and switches the UI to it. */
export async function applyLanguage(language: Language): Promise<void> {
  await ensureResources(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
}

/** Called once before the first render, so the first paint is already in the saved language. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'mm'],
    resources: { en: { translation: en } },
    // React escapes text already.
    interpolation: { escapeValue: false },
  });
  const saved = getLanguage();
  if (saved !== 'en') {
    await applyLanguage(saved).catch(() => {
      // Burmese chunk failed to load on a bad connection: English is better than a blank page.
    });
  }
}
