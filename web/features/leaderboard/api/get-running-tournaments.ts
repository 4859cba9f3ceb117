import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentType } from '@contract/tournaments';
import { runningTournaments } from '@contract/routes/tournaments';
import { api } from '@web/api/client';

// Under 'tournaments' so a finished attempt (which invalidates 'tournaments') refreshes it.
const runningKeys = {
  type: (type: TournamentType) => ['tournaments', 'running', type] as const,
};

/** GET v2.0/tournament/running?type=DAILY|MEGA: the leaderboard tab's tournaments and their top three. */
const runningTournamentsQueryOptions = (type: TournamentType) =>
  queryOptions({
    queryKey: runningKeys.type(type),
    queryFn: async ({ signal }) =>
      (await api.call(runningTournaments, { query: { type }, signal })).data.tournaments,
  });

// product-spec §3: switching tabs reloads (the last list shows meanwhile).
export const useRunningTournaments = (type: TournamentType) =>
  useQuery({ ...runningTournamentsQueryOptions(type), refetchOnMount: 'always' });
