import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicDetailsReply } from '@contract/topics';
import { topicDetails } from '@contract/routes/topics';
import { api } from '@web/api/client';
import { topicKeys } from './keys';

/** POST v2.0/topic: header, follow state, the viewer's level and the top-10 ranking. */
const topicDetailsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: topicKeys.details(topicId),
    queryFn: async ({ signal }): Promise<TopicDetailsReply> =>
      (await api.call(topicDetails, { body: { topic_id: topicId }, signal })).data,
  });

/** `enabled` false for a bad link (no topic id): nothing is asked of the server. */
export const useTopicDetails = (topicId: number, enabled = true) =>
  useQuery({ ...topicDetailsQueryOptions(topicId), enabled });
