import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@web/api/client';
import { tournamentKeys } from './keys';
import { contract } from '@web/api/contract';

/** POST v2.0/tournament/details: the tournament, the play button's state and the recent best. */
export const tournamentDetailsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentKeys.details(tournamentId),
    queryFn: async ({ signal }) =>
      (
        await api.post(
          'v2.0/tournament/details',
          contract('tournaments', 'ZTournamentDetailsReply'),
          { tournament_id: tournamentId },
          { signal },
        )
      ).data,
  });

export const useTournamentDetails = (tournamentId: number, enabled: boolean) =>
  useQuery({ ...tournamentDetailsQueryOptions(tournamentId), enabled });
