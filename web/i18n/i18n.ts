import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, type Language } from '@web/api/preferences';
import type { FirstScreenTranslations, ScreenTranslations } from './en';
import { enFirstScreens } from './en-first-screens';

/** `lang` attribute per UI language: Burmese is "my" in BCP 47 (screen readers, fonts). */
const htmlLang: Record<Language, string> = { en: 'en', mm: 'my' };

/**
 * A language's strings come in two parts, so the entry carries only English's first: the first
 * screens' (in place before the app renders) and every other screen's (fetched with the first of
 * them a player opens, app/lazy-route.ts). Each part outside the entry is a chunk of its own.
 */
type Part = 'firstScreens' | 'screens';
type Strings = FirstScreenTranslations | ScreenTranslations;

const chunks: Record<Language, Partial<Record<Part, () => Promise<Strings>>>> = {
  en: { screens: async () => (await import('./en-screens')).enScreens },
  mm: {
    firstScreens: async () => (await import('./mm-first-screens')).mmFirstScreens,
    screens: async () => (await import('./mm-screens')).mmScreens,
  },
};

/** The parts the app has asked for so far: a language switched to brings each of them. */
const wanted = new Set<Part>(['firstScreens']);
// A failed download is forgotten, so the next screen (or its Retry) asks for it again.
const loading = new Map<`${Language}/${Part}`, Promise<void>>();
let shown: Language = 'en';
let switchingTo: Language | null = null;

function loadPart(language: Language, part: Part): Promise<void> {
  const load = chunks[language][part];
  if (!load) return Promise.resolve();
  const key = `${language}/${part}` as const;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((strings) => {
      // Into the one namespace, beside the other part: t() keys are the same whichever holds them.
      i18next.addResourceBundle(language, 'translation', strings, true, false);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

async function ensureResources(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
}

/** Loads the strings for `language` (fetching what it lacks) and switches the UI to it. */
export async function applyLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    await ensureResources(language);
    await i18next.changeLanguage(language);
    shown = language;
    document.documentElement.lang = htmlLang[language];
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

/**
 * Every screen's strings but the first screens', in the language shown and in one being switched
 * to (that switch may have started before they were wanted). A screen waits for them with its
 * code (lazyRoute), so it never renders a raw key; they come once, with the first such screen.
 */
export async function loadScreenStrings(): Promise<void> {
  wanted.add('screens');
  const languages = new Set([shown, switchingTo ?? shown]);
  await Promise.all([...languages].map((language) => loadPart(language, 'screens')));
}

/** Called once before the first render, so the first paint is already in the saved language. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'mm'],
    resources: { en: { translation: enFirstScreens } },
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
