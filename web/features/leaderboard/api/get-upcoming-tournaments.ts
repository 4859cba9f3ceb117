import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentType } from '@contract/tournaments';
import { upcomingTournaments } from '@contract/routes/tournaments';
import { api } from '@web/api/client';

// Under 'tournaments' like the other lists: a reminder set anywhere refreshes it.
const upcomingKeys = {
  type: (type: TournamentType) => ['tournaments', 'upcoming', type] as const,
};

/** GET v2.0/tournament/upcoming?type=DAILY|MEGA: what starts within 24 h, with the reminders. */
const upcomingTournamentsQueryOptions = (type: TournamentType) =>
  queryOptions({
    queryKey: upcomingKeys.type(type),
    queryFn: async ({ signal }) =>
      (await api.call(upcomingTournaments, { query: { type }, signal })).data.tournaments,
  });

export const useUpcomingTournaments = (type: TournamentType) =>
  useQuery({ ...upcomingTournamentsQueryOptions(type), refetchOnMount: 'always' });
