import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentUser } from '@contract/routes/users';
import { api } from '../client';

export const currentUserKeys = { all: ['user', 'me'] as const };

/** GET v2.0/user: profile, wallet and win/draw/loss; shared by the dashboard, profile and more. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: async ({ signal }) => (await api.call(currentUser, { signal })).data,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
