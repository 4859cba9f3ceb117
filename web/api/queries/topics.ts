import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { topics } from '@contract/routes/topics';
import { api } from '../client';

/**
 * Under 'topics', so a finished game (which invalidates 'topics') refreshes the lists too. Every
 * topic is one list, shared by the dashboard's "Trial Quizzes", "See all" and the challenge's
 * topic picker.
 */
const topicListKeys = {
  every: ['topics', 'trial'] as const,
  category: (categoryId: number) => ['topics', 'category', categoryId] as const,
};

/** POST /api/v2.0/topics: every topic, or with a category the topics of that one. */
export const topicsQueryOptions = (categoryId?: number) =>
  queryOptions({
    queryKey: categoryId === undefined ? topicListKeys.every : topicListKeys.category(categoryId),
    queryFn: async ({ signal }): Promise<Topic[]> =>
      // Without a category, JSON leaves category_id out: the body is {}, every topic.
      (await api.call(topics, { body: { category_id: categoryId }, signal })).data.topics,
  });

export const useTopics = (categoryId?: number) => useQuery(topicsQueryOptions(categoryId));
