import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@contract/settings';
import { saveSettings, settings } from '@contract/routes/users';
import { api } from '@web/api/client';
import { retryTransient } from '@web/api/retry-policy';

const settingsKey = ['settings'] as const;

/** GET v2.0/settings: the three notification toggles. */
const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await api.call(settings, { signal })).data.settings,
  });

export const useSettings = () => useQuery(settingsQueryOptions());

/**
 * POST v2.0/settings with all three on each toggle. It sets (not toggles) the state, so a
 * repeat after a lost reply is harmless; the switch moves at once and moves back on failure.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Settings) =>
      (await api.call(saveSettings, { body: settings })).data.settings,
    retry: retryTransient(2),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<Settings>(settingsKey);
      queryClient.setQueryData(settingsKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
