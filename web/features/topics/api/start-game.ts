import { useMutation, useQueryClient } from '@tanstack/react-query';

import { startGame } from '@contract/routes/gameplay';
import { api } from '@web/api/client';
import { snapshotOf } from './get-game';
import { gameKeys, topicKeys } from './keys';

/**
 * POST v2.0/gameplay/start: creates a game, so it is never retried automatically (a lost
 * reply plus a retry would leave two games); the screen offers Retry instead.
 */
export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topicId: number) =>
      (
        await api.call(startGame, {
          body: {
            topic_id: topicId,
          },
        })
      ).data,
    // Sent now or visibly failed: never parked offline and sent later behind the player's back.
    networkMode: 'always',
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.game(game.game_id), snapshotOf(game));
      // Its details now offer this game to resume.
      void queryClient.invalidateQueries({ queryKey: topicKeys.details(game.topic_id) });
    },
  });
}
