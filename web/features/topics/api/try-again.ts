import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameState } from '@contract/gameplay';
import { tryAgain as tryAgainEndpoint } from '@contract/routes/gameplay';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { snapshotOf } from './get-game';
import { gameKeys } from './keys';
import { settleLostWrite } from './settle-lost-write';

/**
 * POST v2.0/gameplay/try-again: pays coins to answer the question on screen once more.
 * A lost reply is settled by reading the game: a re-served (unanswered) question means it
 * went through. 402 "Out of Coin" and 409 reach the screen, translated by their code (errorText).
 */
export async function tryAgain(gameId: number, questionId: number): Promise<GameState> {
  try {
    const reply = await api.call(tryAgainEndpoint, {
      body: {
        game_id: gameId,
        question_id: questionId,
        using: 'coins',
      },
    });
    return reply.data.game;
  } catch (error) {
    return settleLostWrite({
      gameId,
      error,
      // The question served anew, unanswered: the coins were paid and the retry is on.
      landed: (state) => state.question.question_id === questionId && state.answer === null,
    });
  }
}

export function useTryAgain(gameId: number) {
  const queryClient = useQueryClient();
  const key = gameKeys.game(gameId);
  return useMutation({
    mutationFn: (questionId: number) => tryAgain(gameId, questionId),
    // Sent now or visibly failed: never parked offline and sent later behind the player's back.
    networkMode: 'always',
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (game) => {
      queryClient.setQueryData(key, snapshotOf(game));
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
