import 'i18next';
import type { en } from './en';

// Typed keys: t('home.trialQuizz') is a compile error, not a blank label on a phone.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
