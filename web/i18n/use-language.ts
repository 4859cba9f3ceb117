import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getAuth } from '@web/api/auth-storage';

import { api } from '@web/api/client';
import { setLanguage, type Language } from '@web/api/preferences';
import { applyLanguage } from './i18n';
import { useCurrentLanguage } from './use-format';
import { contract } from '@web/api/contract';

/** The UI language and a switch that saves it locally and, when signed in, on the server. */
export function useLanguage() {
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
          api
            .post('v2.0/switch-user-language', contract('envelope', 'ZEmptyReply'), {
              language: next,
            })
            .catch(() => undefined);
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
        await api.post('v2.0/switch-user-language', contract('envelope', 'ZEmptyReply'), {
          language: next,
        });
        await switchLocally(next);
      } finally {
        setPending(false);
      }
    },
    [switchLocally],
  );

  return { language, changeLanguage, saveLanguage, pending };
}
