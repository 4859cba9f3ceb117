import { useMutation, useQueryClient } from '@tanstack/react-query';

import { nextQuestion } from '@contract/routes/gameplay';
import { api } from '@web/api/client';
import { retryTransient } from '@web/api/retry-policy';
import { snapshotOf } from './get-game';
import { gameKeys, topicKeys } from './keys';

/**
 * POST v2.0/gameplay/next: serves the next question and starts its clock. The server answers a
 * repeat with the same question, so lost replies are retried.
 */
export function useNextQuestion(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await api.call(nextQuestion, {
          body: {
            game_id: gameId,
          },
        })
      ).data,
    retry: retryTransient(3),
    onMutate: () => queryClient.cancelQueries({ queryKey: gameKeys.game(gameId) }),
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.game(gameId), snapshotOf(game));
      // After a wrong last answer Next finishes the game: as a finishing submit does.
      if (game.status === 'finished')
        void queryClient.invalidateQueries({ queryKey: topicKeys.all });
    },
  });
}
