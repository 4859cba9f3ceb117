import type { Translations } from './en';
import { mmFirstScreens } from './mm-first-screens';
import { mmScreens } from './mm-screens';

/**
 * Every Myanmar (Burmese) string. The app fetches its two parts on their own, like English's
 * (i18n.ts): the first screens' when a player picks မြန်မာ, the rest with the other screens.
 */
export const mm: Translations = { ...mmFirstScreens, ...mmScreens };
