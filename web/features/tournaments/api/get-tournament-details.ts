import { queryOptions, useQuery } from '@tanstack/react-query';

import { tournamentDetails } from '@contract/routes/tournaments';
import { api } from '@web/api/client';
import { tournamentKeys } from './keys';

/** POST v2.0/tournament/details: the tournament, the play button's state and the recent best. */
const tournamentDetailsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentKeys.details(tournamentId),
    queryFn: async ({ signal }) =>
      (await api.call(tournamentDetails, { body: { tournament_id: tournamentId }, signal })).data,
  });

export const useTournamentDetails = (tournamentId: number, enabled: boolean) =>
  useQuery({ ...tournamentDetailsQueryOptions(tournamentId), enabled });
