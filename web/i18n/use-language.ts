import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getAuth } from '@web/api/auth-storage';

import { api } from '@web/api/client';
import { setLanguage, type Language } from '@web/api/preferences';
import { applyLanguage } from './i18n';
import { useCurrentLanguage } from './use-format';
import { switchLanguage } from '@contract/routes/users';

/** The UI language and a switch that saves it locally and, when signed in, on the server. */
function useLanguage() {
  const language = useCurrentLanguage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const switchLocally = useCallback(
    async (next: Language) => {
      await applyLanguage(next);
      setLanguage(next);
      // Server content (topic names, questions) is localised per request: fetch it again.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const changeLanguage = useCallback(
    async (next: Language) => {
      setPending(true);
      try {
        await switchLocally(next);
        if (getAuth()) {
          // The server only uses it for notifications; the screen must not wait for or fail on it.
          api.call(switchLanguage, { body: { language: next } }).catch(() => undefined);
        }
      } finally {
        setPending(false);
      }
    },
    [switchLocally],
  );

  /**
   * The settings screen's selector (product-spec §4): saves on the server first and switches only
   * when that succeeded; a failure rejects and leaves the language as it was.
   */
  const saveLanguage = useCallback(
    async (next: Language) => {
      setPending(true);
      try {
        await api.call(switchLanguage, { body: { language: next } });
        await switchLocally(next);
      } finally {
        setPending(false);
      }
    },
    [switchLocally],
  );

  return { language, changeLanguage, saveLanguage, pending };
}

/** The languages to pick from, each named in itself so a reader of either can find theirs. */
export const LANGUAGES: readonly { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'mm', label: 'မြန်မာ', lang: 'my' },
];

/**
 * What a language button does. `switch` (the sidebar) switches at once and saves on the server
 * behind it, then calls `onDone` (the menu closes: the screen behind it is what changed);
 * `save` (the settings screen, product-spec §4) saves on the server first, then calls `onDone`,
 * and keeps a failure for the screen to show.
 */
export function useLanguageSwitch(mode: 'switch' | 'save', onDone?: () => void) {
  const { language, changeLanguage, saveLanguage, pending } = useLanguage();
  const [failed, setFailed] = useState<unknown>(null);
  const save = async (next: Language) => {
    setFailed(null);
    try {
      await saveLanguage(next);
      onDone?.();
    } catch (error) {
      setFailed(error);
    }
  };
  const pick = (next: Language) =>
    void (mode === 'save' ? save(next) : changeLanguage(next).then(() => onDone?.()));
  return { language, pending, failed, pick };
}

export type LanguageSwitch = ReturnType<typeof useLanguageSwitch>;
