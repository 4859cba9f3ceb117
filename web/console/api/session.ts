import { queryOptions, useQuery } from '@tanstack/react-query';
import { me } from '@contract/routes/console';
import { call, setCsrfToken } from './client';

export const meKey = ['console', 'me'] as const;

export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: async () => {
      const data = await call(me);
      setCsrfToken(data.csrf_token);
      return data;
    },
    retry: false,
  });

export const useMe = () => useQuery(meQuery());

export { SECTIONS, sectionsOf } from './sections';
