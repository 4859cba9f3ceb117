import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { tournamentRanking } from '@contract/routes/tournaments';
import { api } from '@web/api/client';
import { tournamentKeys } from './keys';

/** product-spec §9: ranking page size. */
const RANKING_PAGE_SIZE = 20;

/** POST v2.0/tournament/ranking, 20 a page; "Load more" fetches the next page. */
const tournamentRankingQueryOptions = (tournamentId: number) =>
  infiniteQueryOptions({
    queryKey: tournamentKeys.ranking(tournamentId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.call(tournamentRanking, {
          body: { tournament_id: tournamentId, page: pageParam, per_page: RANKING_PAGE_SIZE },
          signal,
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.page_count ? last.page + 1 : undefined),
  });

export const useTournamentRanking = (tournamentId: number, enabled: boolean) =>
  useInfiniteQuery({ ...tournamentRankingQueryOptions(tournamentId), enabled });
