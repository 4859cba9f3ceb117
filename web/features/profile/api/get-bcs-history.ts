import { queryOptions, useQuery } from '@tanstack/react-query';

import { bcsHistory } from '@contract/routes/gameplay';
import { api } from '@web/api/client';

/** GET v2.0/bcs-test/history: BCS practice tests today, this week and this month. */
const bcsHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'bcs-history'] as const,
    queryFn: async ({ signal }) => (await api.call(bcsHistory, { signal })).data,
  });

export const useBcsHistory = () => useQuery(bcsHistoryQueryOptions());
