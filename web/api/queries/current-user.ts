import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../client';
import { contract } from '../contract';

export const currentUserKeys = { all: ['user', 'me'] as const };

/** GET v2.0/user: profile, wallet and win/draw/loss; shared by the dashboard, profile and more. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get('v2.0/user', contract('users', 'ZUserReply'), { signal })).data,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
