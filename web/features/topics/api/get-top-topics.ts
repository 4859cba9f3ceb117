import { queryOptions } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { topTopics } from '@contract/routes/topics';
import { api } from '@web/api/client';
import { topicKeys } from './keys';

/** GET v2.0/top-topics: the /topic-list screen, with the viewer's follow state. */
export const topTopicsQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.top,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.call(topTopics, { signal })).data.topics,
  });
