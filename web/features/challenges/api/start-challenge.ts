import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@web/api/client';
import { challengeSnapshotOf } from './get-challenge-game';
import { challengeGameKeys, challengeKeys } from './keys';
import { contract } from '@web/api/contract';

/**
 * POST v2.0/challenge/start: starts the player's game of the challenge, or resumes it (the
 * server answers a repeat with the same game), so the screen may offer Retry.
 */
export function useStartChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (challengeId: number) =>
      (
        await api.post('v2.0/challenge/start', contract('challenges', 'ZChallengeGame'), {
          challenge_id: challengeId,
        })
      ).data,
    networkMode: 'always',
    onSuccess: (game) => {
      queryClient.setQueryData(challengeGameKeys.game(game.game_id), challengeSnapshotOf(game));
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    },
  });
}
