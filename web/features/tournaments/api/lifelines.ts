import { useMutation, useQueryClient } from '@tanstack/react-query';

import { tournamentFiftyFifty, tournamentGetAnswer } from '@contract/routes/tournaments';
import { api, type ApiResult } from '@web/api/client';
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

  /** One lifeline: its endpoint, reply and what it changes on the attempt on screen. */
  const lifeline = <R extends { wallet: AttemptSnapshot['game']['wallet'] }>(
    send: (body: { game_id: number; question_id: number }) => Promise<ApiResult<R>>,
    apply: (reply: R) => Partial<AttemptSnapshot['game']>,
  ) => ({
    mutationFn: async (questionId: number) =>
      (await send({ game_id: gameId, question_id: questionId })).data,
    networkMode: 'always' as const,
    onSuccess: (reply: R) =>
      update((s) => ({ ...s, game: { ...s.game, ...apply(reply), wallet: reply.wallet } })),
  });

  const fiftyFifty = useMutation(
    lifeline(
      (body) => api.call(tournamentFiftyFifty, { body }),
      (reply) => ({
        hidden_option_ids: reply.hidden_option_ids,
        fifty_fifty_used: true,
      }),
    ),
  );
  const getAnswer = useMutation(
    lifeline(
      (body) => api.call(tournamentGetAnswer, { body }),
      (reply) => ({
        revealed_answer_id: reply.correct_answer_id,
        get_answer_used: true,
      }),
    ),
  );

  return { fiftyFifty, getAnswer };
}
