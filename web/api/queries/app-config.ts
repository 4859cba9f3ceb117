import { queryOptions, useQuery } from '@tanstack/react-query';

import { appConfig } from '@contract/routes/public';
import { api } from '../client';

const appConfigKeys = { all: ['app-config'] as const };

/** Public: the signed-out home and the sidebar need the microsite URL before anyone logs in. */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: async ({ signal }) => (await api.call(appConfig, { signal })).data,
    // Operator configuration changes rarely; do not spend 3G data re-asking.
    staleTime: 10 * 60_000,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
