import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentReview } from '@contract/routes/tournaments';
import { api } from '@web/api/client';
import { tournamentKeys } from './keys';

/** GET v2.0/tournament/review: the player's attempts with the right options, once it has ended. */
const answerReviewQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentKeys.review(tournamentId),
    queryFn: async ({ signal }) =>
      (await api.call(tournamentReview, { query: { tournament_id: tournamentId }, signal })).data,
  });

export const useAnswerReview = (tournamentId: number) =>
  useQuery(answerReviewQueryOptions(tournamentId));
