import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Challenge } from '@contract/challenges';
import { challengeResult, challenges } from '@contract/routes/challenges';
import { api } from '@web/api/client';
import { challengeKeys } from './keys';

/** GET v2.0/challenge/list: sent and received, newest first. */
export async function fetchChallenges(signal?: AbortSignal): Promise<Challenge[]> {
  return (await api.call(challenges, { signal })).data.challenges;
}

const challengesQueryOptions = () =>
  queryOptions({ queryKey: challengeKeys.list, queryFn: ({ signal }) => fetchChallenges(signal) });

export const useChallenges = () => useQuery(challengesQueryOptions());

/** POST v2.0/challenge/result: one challenge as the viewer sees it (a pure read). */
export async function fetchChallenge(challengeId: number, signal?: AbortSignal) {
  return (await api.call(challengeResult, { body: { challenge_id: challengeId }, signal })).data
    .challenge;
}

const challengeQueryOptions = (challengeId: number) =>
  queryOptions({
    queryKey: challengeKeys.result(challengeId),
    queryFn: ({ signal }) => fetchChallenge(challengeId, signal),
  });

/**
 * The challenge, asked for again every `everyMs` until it has a result (while the other player
 * plays); TanStack Query pauses that while the app is in the background.
 */
export const useChallengeUntilSettled = (challengeId: number, everyMs: number) =>
  useQuery({
    ...challengeQueryOptions(challengeId),
    refetchInterval: (query) => (query.state.data?.result != null ? false : everyMs),
  });
