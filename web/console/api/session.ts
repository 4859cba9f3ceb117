import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInReply } from '@contract/console';
import { me } from '@contract/routes/console';
import { setOperatorZone } from '../ui/format';
import { call, setCsrfToken } from './client';

export const meKey = ['console', 'me'] as const;

/** What a session brings the screens: its CSRF token, and the operator's clock they write in. */
export function startSession(data: SignInReply): void {
  setCsrfToken(data.csrf_token);
  setOperatorZone(data.time_zone);
}

const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: async () => {
      const data = await call(me);
      startSession(data);
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
