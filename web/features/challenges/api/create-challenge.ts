import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Challenge, ChallengeCreateRequest } from '@contract/challenges';
import { createChallenge as createChallengeEndpoint } from '@contract/routes/challenges';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { isTransient, retryRead } from '@web/api/retry-policy';
import { fetchChallenges } from './get-challenges';
import { challengeKeys } from './keys';

const sameChallenge = (challenge: Challenge, request: ChallengeCreateRequest) =>
  challenge.direction === 'sent' &&
  challenge.status === 'pending' &&
  challenge.opponent.user_id === request.friend_user_id &&
  challenge.bet === request.bet &&
  challenge.number_of_question === request.number_of_question &&
  challenge.type === request.type;

/**
 * POST v2.0/challenge/request escrows the bet, so a lost reply is never sent again blindly: the
 * sent challenges are read before and after, and a new pending one like it means it went through.
 */
async function createChallenge(request: ChallengeCreateRequest): Promise<Challenge> {
  const before = new Set((await retryRead(() => fetchChallenges())).map((c) => c.id));
  try {
    return (await api.call(createChallengeEndpoint, { body: request })).data.challenge;
  } catch (error) {
    if (!isTransient(error)) throw error;
    let after: Challenge[];
    try {
      after = await retryRead(() => fetchChallenges());
    } catch {
      throw error;
    }
    const created = after.find((c) => !before.has(c.id) && sameChallenge(c, request));
    if (created) return created;
    throw error;
  }
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    networkMode: 'always',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
