import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentCard } from '@contract/tournaments';
import { publicDailyTournaments, publicMegaTournaments } from '@contract/routes/tournaments';
import { api } from '@web/api/client';

type Kind = 'daily' | 'mega';

const publicTournamentKeys = {
  all: ['public', 'tournaments'] as const,
  list: (kind: Kind) => ['public', 'tournaments', kind] as const,
};

/** GET public/tournament/{daily|mega}: the running tournaments a visitor may look at. */
export const publicTournamentsQueryOptions = (kind: Kind) =>
  queryOptions({
    queryKey: publicTournamentKeys.list(kind),
    queryFn: async ({ signal }): Promise<TournamentCard[]> =>
      (
        await api.call(kind === 'daily' ? publicDailyTournaments : publicMegaTournaments, {
          signal,
        })
      ).data.tournaments,
  });

export const usePublicTournaments = (kind: Kind) => useQuery(publicTournamentsQueryOptions(kind));
