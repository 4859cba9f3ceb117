import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { challengeTopicKeys } from './keys';
import { contract } from '@web/api/contract';

/** POST v2.0/topics with {}: every topic, for the single-topic challenge's picker. */
export const challengeTopicsQueryOptions = () =>
  queryOptions({
    queryKey: challengeTopicKeys.all,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.post('v2.0/topics', contract('topics', 'ZTopicsReply'), {}, { signal })).data
        .topics,
  });

export const useChallengeTopics = () => useQuery(challengeTopicsQueryOptions());
