import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentGame } from '@contract/tournaments';
import { submitTournamentAnswer } from '@contract/routes/tournaments';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { attemptSnapshotOf, fetchAttempt } from './get-tournament-game';
import { attemptKeys, tournamentKeys } from './keys';

export interface TournamentAnswer {
  questionId: number;
  /** null: the attempt's clock ran out on this question. */
  answerId: number | null;
}

/**
 * POST v2.0/tournament/submit, whose reply is the attempt with the next question. Never repeated
 * blindly: when the reply is lost, or refused as a repeat (409), the attempt is read back; if the
 * answer landed the screen moves on, otherwise the call fails and the player sends it again.
 */
async function submit(gameId: number, answer: TournamentAnswer): Promise<TournamentGame> {
  try {
    return (
      await api.call(submitTournamentAnswer, {
        body: { game_id: gameId, question_id: answer.questionId, answer_id: answer.answerId },
      })
    ).data;
  } catch (error) {
    let state: TournamentGame;
    try {
      state = await fetchAttempt(gameId);
    } catch {
      throw error;
    }
    const landed = state.status === 'finished' || state.question?.question_id !== answer.questionId;
    if (landed) return state;
    throw error;
  }
}

export function useSubmitTournamentAnswer(gameId: number) {
  const queryClient = useQueryClient();
  const key = attemptKeys.game(gameId);
  return useMutation({
    mutationFn: (answer: TournamentAnswer) => submit(gameId, answer),
    networkMode: 'always',
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (game) => {
      queryClient.setQueryData(key, attemptSnapshotOf(game));
      if (game.status === 'finished') {
        // The ranking and the chances changed; the wallet may have too.
        void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
        void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      }
    },
  });
}
