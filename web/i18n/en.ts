import { enFirstScreens } from './en-first-screens';
import { enScreens } from './en-screens';

/**
 * Every English string: the typed key set (i18next.d.ts) and the shape every other language must
 * match (see mm.ts). The app never loads it whole: the first screens' part is in the entry and the
 * rest comes with the other screens (i18n.ts).
 */
export const en = { ...enFirstScreens, ...enScreens } as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Any language's strings: the same keys as English, any text. */
export type Translations = Widen<typeof en>;
/** Any language's strings of the first screens (en-first-screens.ts). */
export type FirstScreenTranslations = Widen<typeof enFirstScreens>;
/** Any language's strings of every other screen (en-screens.ts). */
export type ScreenTranslations = Widen<typeof enScreens>;
