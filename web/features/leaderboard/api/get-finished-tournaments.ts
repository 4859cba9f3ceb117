import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentType } from '@contract/tournaments';
import { finishedTournaments } from '@contract/routes/tournaments';
import { api } from '@web/api/client';

// Under 'tournaments' like the running list: a tournament's end is seen on the next refresh.
const finishedKeys = {
  type: (type: TournamentType) => ['tournaments', 'finished', type] as const,
};

/** GET v2.0/tournament/finished?type=DAILY|MEGA: the last 7 days' ended ones and their winners. */
const finishedTournamentsQueryOptions = (type: TournamentType) =>
  queryOptions({
    queryKey: finishedKeys.type(type),
    queryFn: async ({ signal }) =>
      (await api.call(finishedTournaments, { query: { type }, signal })).data.tournaments,
  });

export const useFinishedTournaments = (type: TournamentType) =>
  useQuery({ ...finishedTournamentsQueryOptions(type), refetchOnMount: 'always' });
