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

/**
 * Editors and admins change content, tournaments, packs and promotions; the other roles read
 * them (game-rules "Operator console"). The server refuses the rest: this only hides controls.
 */
export function useCanWrite(): boolean {
  const role = useMe().data?.role;
  return role === 'admin' || role === 'editor';
}

export { SECTIONS, sectionsOf } from './sections';
