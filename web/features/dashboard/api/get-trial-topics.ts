import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { contract } from '@web/api/contract';

export const trialTopicsKeys = { all: ['topics', 'trial'] as const };

/** POST v2.0/topics with {}: every topic, shown as "Trial Quizzes" on the dashboard. */
export const trialTopicsQueryOptions = () =>
  queryOptions({
    queryKey: trialTopicsKeys.all,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.post('v2.0/topics', contract('topics', 'ZTopicsReply'), {}, { signal })).data
        .topics,
  });

export const useTrialTopics = () => useQuery(trialTopicsQueryOptions());
