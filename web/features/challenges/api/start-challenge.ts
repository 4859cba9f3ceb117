import { useMutation, useQueryClient } from '@tanstack/react-query';

import { startChallenge } from '@contract/routes/challenges';
import { api } from '@web/api/client';
import { challengeSnapshotOf } from './get-challenge-game';
import { challengeGameKeys, challengeKeys } from './keys';

/**
 * POST v2.0/challenge/start: starts the player's game of the challenge, or resumes it (the
 * server answers a repeat with the same game), so the screen may offer Retry.
 */
export function useStartChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (challengeId: number) =>
      (
        await api.call(startChallenge, {
          body: {
            challenge_id: challengeId,
          },
        })
      ).data,
    networkMode: 'always',
    onSuccess: (game) => {
      queryClient.setQueryData(challengeGameKeys.game(game.game_id), challengeSnapshotOf(game));
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    },
  });
}
