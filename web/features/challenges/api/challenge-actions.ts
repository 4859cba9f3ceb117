import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Challenge, ChallengeStatus } from '@contract/challenges';
import { isApiError } from '@web/api/api-error';
import { acceptChallenge, cancelChallenge, rejectChallenge } from '@contract/routes/challenges';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { isTransient, retryRead } from '@web/api/retry-policy';
import { fetchChallenge } from './get-challenges';
import { challengeKeys } from './keys';

const ACTIONS = {
  accept: { endpoint: acceptChallenge, after: 'accepted' },
  reject: { endpoint: rejectChallenge, after: 'rejected' },
  cancel: { endpoint: cancelChallenge, after: 'cancelled' },
} as const satisfies Record<string, { endpoint: typeof acceptChallenge; after: ChallengeStatus }>;
export type ChallengeAction = keyof typeof ACTIONS;

/**
 * Accept escrows the bet and reject and cancel refund it, so none is repeated blindly: when the
 * reply is lost (or a repeat is refused as closed), the challenge is read back and the action
 * counts as done if the challenge shows it.
 */
async function act(action: ChallengeAction, challengeId: number): Promise<Challenge> {
  const { endpoint, after } = ACTIONS[action];
  try {
    return (await api.call(endpoint, { body: { challenge_id: challengeId } })).data.challenge;
  } catch (error) {
    const repeat = isApiError(error) && error.code === 'challenge_closed';
    if (!isTransient(error) && !repeat) throw error;
    let challenge: Challenge;
    try {
      challenge = await retryRead(() => fetchChallenge(challengeId));
    } catch {
      throw error;
    }
    // Accepted and then played or completed counts as accepted too.
    const landed =
      challenge.status === after ||
      (after === 'accepted' && challenge.status === 'completed' && !challenge.expired);
    if (landed) return challenge;
    throw error;
  }
}

export function useChallengeAction(action: ChallengeAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: number) => act(action, challengeId),
    // Sent now or visibly failed: never parked offline and sent later behind the player's back.
    networkMode: 'always',
    onSettled: () => {
      // Even a refusal means the list on screen was stale (e.g. it expired meanwhile).
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
