import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { battles } from '@contract/routes/battles';
import { api } from '@web/api/client';

export const battleKeys = { all: ['battles'] as const };

/** GET v2.0/battles?page=N: the player's finished battles, newest first, a page at a time. */
const battleHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: battleKeys.all,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (await api.call(battles, { query: { page: pageParam }, signal })).data,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });

export const useBattleHistory = () => useInfiniteQuery(battleHistoryQueryOptions());
