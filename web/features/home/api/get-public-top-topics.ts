import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { contract } from '@web/api/contract';

export const publicTopTopicsKeys = { all: ['public', 'top-topics'] as const };

/** GET public/top-topics: the "Trial Quizzes" a visitor sees. */
export const publicTopTopicsQueryOptions = () =>
  queryOptions({
    queryKey: publicTopTopicsKeys.all,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.get('public/top-topics', contract('topics', 'ZTopicsReply'), { signal })).data
        .topics,
  });

export const usePublicTopTopics = () => useQuery(publicTopTopicsQueryOptions());
