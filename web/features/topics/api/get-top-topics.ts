import { queryOptions } from '@tanstack/react-query';
import type { Topic } from '@contract/topics';
import { api } from '@web/api/client';
import { topicKeys } from './keys';
import { contract } from '@web/api/contract';

/** GET v2.0/top-topics: the /topic-list screen, with the viewer's follow state. */
export const topTopicsQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.top,
    queryFn: async ({ signal }): Promise<Topic[]> =>
      (await api.get('v2.0/top-topics', contract('topics', 'ZTopicsReply'), { signal })).data
        .topics,
  });
