import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFiftyFiftyReply, ZGetAnswerReply } from '@contract/tournaments';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import type { AttemptSnapshot } from './get-tournament-game';
import { attemptKeys } from './keys';

/**
 * The lifelines charge the wallet, so neither is retried automatically: a refusal (Out of Coin,
 * Out of Gem, already used) is shown, a lost reply is offered again by the button itself (the
 * server answers a repeat with lifeline_used and nothing more is charged).
 */
export function useLifelines(gameId: number) {
  const queryClient = useQueryClient();
  const key = attemptKeys.game(gameId);
  const update = (change: (snapshot: AttemptSnapshot) => AttemptSnapshot) => {
    queryClient.setQueryData<AttemptSnapshot>(key, (snapshot) =>
      snapshot ? change(snapshot) : snapshot,
    );
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
  };

  const fiftyFifty = useMutation({
    mutationFn: async (questionId: number) =>
      (
        await api.post('v2.0/tournament/fifty-fifty', ZFiftyFiftyReply, {
          game_id: gameId,
          question_id: questionId,
        })
      ).data,
    networkMode: 'always',
    onSuccess: (reply) =>
      update((s) => ({
        ...s,
        game: {
          ...s.game,
          hidden_option_ids: reply.hidden_option_ids,
          fifty_fifty_used: true,
          wallet: reply.wallet,
        },
      })),
  });

  const getAnswer = useMutation({
    mutationFn: async (questionId: number) =>
      (
        await api.post('v2.0/tournament/get-answer', ZGetAnswerReply, {
          game_id: gameId,
          question_id: questionId,
        })
      ).data,
    networkMode: 'always',
    onSuccess: (reply) =>
      update((s) => ({
        ...s,
        game: {
          ...s.game,
          revealed_answer_id: reply.correct_answer_id,
          get_answer_used: true,
          wallet: reply.wallet,
        },
      })),
  });

  return { fiftyFifty, getAnswer };
}
