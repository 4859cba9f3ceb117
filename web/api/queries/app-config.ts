import { queryOptions, useQuery } from '@tanstack/react-query';

import { appConfig } from '@contract/routes/public';
import { api } from '../client';

const appConfigKeys = { all: ['app-config'] as const };

const ZONE_KEY = 'operator_time_zone';

/**
 * The operator's zone as the last app-config gave it. A reload knows it before app-config answers
 * again, so its times show at once instead of '…' for a round trip on 3G (the zone changes about
 * never; a changed one replaces it when app-config arrives). Undefined on a first visit, or when
 * the stored text is not a zone Intl knows.
 */
export function rememberedTimeZone(): string | undefined {
  try {
    const zone = localStorage.getItem(ZONE_KEY);
    if (!zone) return undefined;
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function rememberTimeZone(zone: string): void {
  try {
    localStorage.setItem(ZONE_KEY, zone);
  } catch {
    // Storage disabled: the next reload asks app-config again before showing times.
  }
}

/** Public: the signed-out home and the sidebar need the microsite URL before anyone logs in. */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: async ({ signal }) => {
      const { data } = await api.call(appConfig, { signal });
      rememberTimeZone(data.time_zone);
      return data;
    },
    // Operator configuration changes rarely; do not spend 3G data re-asking.
    staleTime: 10 * 60_000,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
