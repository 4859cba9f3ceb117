import { queryOptions } from '@tanstack/react-query';
import { ZTopicsReply, type Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { topicKeys } from './keys';

/** POST v2.0/topics with {}: every topic, for /topic-list?type=trial ("See all" trial quizzes). */
export const trialTopicsQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.trial,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.post('v2.0/topics', ZTopicsReply, {}, { signal })).data.topics,
  });
