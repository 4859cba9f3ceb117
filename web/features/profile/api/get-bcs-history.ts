import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@web/api/client';
import { contract } from '@web/api/contract';

/** GET v2.0/bcs-test/history: BCS practice tests today, this week and this month. */
export const bcsHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'bcs-history'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('v2.0/bcs-test/history', contract('gameplay', 'ZBcsHistoryReply'), { signal }))
        .data,
  });

export const useBcsHistory = () => useQuery(bcsHistoryQueryOptions());
