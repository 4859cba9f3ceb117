import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { topicRanking } from '@contract/routes/topics';
import { api } from '@web/api/client';

/** product-spec §9: ranking page size. */
const RANKING_PAGE_SIZE = 20;

// Under 'topics' so a finished topic game (which invalidates 'topics') refreshes it too.
const topicRankingKeys = {
  topic: (topicId: number) => ['topics', 'ranking', topicId] as const,
};

/** POST v2.0/topic/ranking, 20 a page; "Load more" fetches the next page. */
const topicRankingQueryOptions = (topicId: number) =>
  infiniteQueryOptions({
    queryKey: topicRankingKeys.topic(topicId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.call(topicRanking, {
          body: { topic_id: topicId, page: pageParam, per_page: RANKING_PAGE_SIZE },
          signal,
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.page_count ? last.page + 1 : undefined),
  });

export const useTopicRanking = (topicId: number, enabled: boolean) =>
  useInfiniteQuery({ ...topicRankingQueryOptions(topicId), enabled });
