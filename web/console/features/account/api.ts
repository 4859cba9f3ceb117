import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, endOwnSession, listOwnSessions } from '@contract/routes/console';
import { call } from '../../api/client';

const ownSessionsKey = ['console', 'me', 'sessions'] as const;

const ownSessionsQuery = () =>
  queryOptions({
    queryKey: ownSessionsKey,
    queryFn: async () => (await call(listOwnSessions)).sessions,
  });
export const useOwnSessions = () => useQuery(ownSessionsQuery());

/** Ends one of the member's other sessions, or (no id) all of them. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null) =>
      (id === null ? await call(endOtherSessions) : await call(endOwnSession, { params: { id } }))
        .ended,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionsKey }),
  });
}
