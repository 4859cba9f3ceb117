import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChallengeGame } from '@contract/challenges';
import { submitChallengeAnswer } from '@contract/routes/challenges';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { challengeSnapshotOf, fetchChallengeGame } from './get-challenge-game';
import { challengeGameKeys, challengeKeys } from './keys';

export interface ChallengeAnswer {
  questionId: number;
  /** null: the question's clock ran out. */
  answerId: number | null;
  /** Seconds left as the player saw it (the server's clock decides). */
  remainingTime: number | null;
}

/**
 * POST v2.0/challenge/submit, whose reply is the game with the next question. Never repeated
 * blindly: when the reply is lost, or refused as a repeat, the game is read back; if the answer
 * landed the screen moves on, otherwise the call fails and the player sends it again.
 */
async function submit(gameId: number, answer: ChallengeAnswer): Promise<ChallengeGame> {
  try {
    return (
      await api.call(submitChallengeAnswer, {
        body: {
          game_id: gameId,
          question_id: answer.questionId,
          answer_id: answer.answerId,
          ...(answer.remainingTime === null ? {} : { remaining_time: answer.remainingTime }),
        },
      })
    ).data;
  } catch (error) {
    let state: ChallengeGame;
    try {
      state = await fetchChallengeGame(gameId);
    } catch {
      throw error;
    }
    const landed = state.status === 'finished' || state.question?.question_id !== answer.questionId;
    if (landed) return state;
    throw error;
  }
}

export function useSubmitChallengeAnswer(gameId: number) {
  const queryClient = useQueryClient();
  const key = challengeGameKeys.game(gameId);
  return useMutation({
    mutationFn: (answer: ChallengeAnswer) => submit(gameId, answer),
    networkMode: 'always',
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (game) => {
      queryClient.setQueryData(key, challengeSnapshotOf(game));
      if (game.status === 'finished') {
        // The challenge may be settled now: the list, its result and the wallet.
        void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
        void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      }
    },
  });
}
