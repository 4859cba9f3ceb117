import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { publicTopTopics } from '@contract/routes/public';
import { api } from '@web/api/client';

const publicTopTopicsKeys = { all: ['public', 'top-topics'] as const };

/** GET public/top-topics: the "Trial Quizzes" a visitor sees. */
export const publicTopTopicsQueryOptions = () =>
  queryOptions({
    queryKey: publicTopTopicsKeys.all,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.call(publicTopTopics, { signal })).data.topics,
  });

export const usePublicTopTopics = () => useQuery(publicTopTopicsQueryOptions());
