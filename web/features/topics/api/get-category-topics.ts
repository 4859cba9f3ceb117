import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { topicKeys } from './keys';
import { contract } from '@web/api/contract';

/** POST v2.0/topics {category_id}: the topics of one category (/category-sub-list). */
export const categoryTopicsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: topicKeys.category(categoryId),
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (
        await api.post(
          'v2.0/topics',
          contract('topics', 'ZTopicsReply'),
          { category_id: categoryId },
          { signal },
        )
      ).data.topics,
  });

export const useCategoryTopics = (categoryId: number) =>
  useQuery(categoryTopicsQueryOptions(categoryId));
