import { queryOptions } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { topicKeys } from './keys';
import { contract } from '@web/api/contract';

/** POST v2.0/topics with {}: every topic, for /topic-list?type=trial ("See all" trial quizzes). */
export const trialTopicsQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.trial,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.post('v2.0/topics', contract('topics', 'ZTopicsReply'), {}, { signal })).data
        .topics,
  });
