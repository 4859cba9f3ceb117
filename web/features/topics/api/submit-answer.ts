import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameState, SubmitAnswerReply } from '@contract/gameplay';
import { submitAnswer as submitAnswerEndpoint } from '@contract/routes/gameplay';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { applySubmitReply, type SubmitVariables } from './apply-submit-reply';
import { snapshotOf, type GameSnapshot } from './get-game';
import { gameKeys, topicKeys } from './keys';
import { settleLostWrite } from './settle-lost-write';

type SubmitOutcome =
  | { kind: 'reply'; reply: SubmitAnswerReply }
  /** The reply was lost or refused as a repeat; this is what the server recorded. */
  | { kind: 'state'; game: GameState };

/**
 * POST v2.0/gameplay/submit. Never repeated blindly: when the reply is lost (or the server says
 * the question is already answered) the game is read back and the screen shows what the server
 * recorded. Only if the answer did not land does the call fail, and the player sends it again.
 */
export async function submitAnswer(
  gameId: number,
  variables: SubmitVariables,
): Promise<SubmitOutcome> {
  try {
    const reply = await api.call(submitAnswerEndpoint, {
      body: {
        game_id: gameId,
        question_id: variables.questionId,
        answer_id: variables.answerId,
        remaining_time: variables.remainingTime ?? undefined,
      },
    });
    return { kind: 'reply', reply: reply.data };
  } catch (error) {
    const game = await settleLostWrite({
      gameId,
      error,
      // 409: the question is answered already, maybe by this very answer whose reply was lost.
      repeatStatus: 409,
      landed: (state) =>
        state.question.question_id !== variables.questionId || state.answer !== null,
    });
    return { kind: 'state', game };
  }
}

export function useSubmitAnswer(gameId: number) {
  const queryClient = useQueryClient();
  const key = gameKeys.game(gameId);
  return useMutation({
    mutationFn: (variables: SubmitVariables) => submitAnswer(gameId, variables),
    // Sent now or visibly failed: never parked offline and sent later behind the player's back.
    networkMode: 'always',
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (outcome, variables) => {
      if (outcome.kind === 'state') {
        queryClient.setQueryData(key, snapshotOf(outcome.game));
      } else {
        queryClient.setQueryData<GameSnapshot>(key, (snapshot) =>
          snapshot ? applySubmitReply(snapshot, variables, outcome.reply) : snapshot,
        );
      }
      const finished =
        outcome.kind === 'state'
          ? outcome.game.status === 'finished'
          : outcome.reply.question_finished;
      const earned = outcome.kind === 'reply' && outcome.reply.coins_earned > 0;
      if (earned || outcome.kind === 'state') {
        void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      }
      // Ranking, all_played and progress changed: details and lists read fresh next time.
      if (finished) void queryClient.invalidateQueries({ queryKey: topicKeys.all });
    },
  });
}
