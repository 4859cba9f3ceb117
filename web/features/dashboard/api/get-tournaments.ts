import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentCard } from '@contract/tournaments';
import { dailyTournaments, megaTournaments } from '@contract/routes/tournaments';
import { api } from '@web/api/client';

type Kind = 'daily' | 'mega';

const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (kind: Kind) => ['tournaments', kind] as const,
};

/** GET v2.0/tournament/{daily|mega}: running tournaments for the signed-in user. */
export const tournamentsQueryOptions = (kind: Kind) =>
  queryOptions({
    queryKey: tournamentKeys.list(kind),
    queryFn: async ({ signal }): Promise<TournamentCard[]> =>
      (await api.call(kind === 'daily' ? dailyTournaments : megaTournaments, { signal })).data
        .tournaments,
  });

export const useTournaments = (kind: Kind) => useQuery(tournamentsQueryOptions(kind));
