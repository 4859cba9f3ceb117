import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Topic, TopicDetailsReply } from '@contract/topics';
import { followTopic } from '@contract/routes/topics';
import { api } from '@web/api/client';
import { retryTransient } from '@web/api/retry-policy';
import { topicKeys } from './keys';

interface FollowVariables {
  topicId: number;
  follow: boolean;
}

function patchTopic(topic: Topic, { topicId, follow }: FollowVariables): Topic {
  if (topic.topic_id !== topicId || topic.following === follow) return topic;
  const followers = Math.max(0, topic.follower_count + (follow ? 1 : -1));
  return { ...topic, following: follow, follower_count: followers };
}

/** Shows a follow state in every cached place the topic appears (lists and its details). */
function showFollow(queryClient: QueryClient, variables: FollowVariables): void {
  const patchList = (list: Topic[] | undefined) => list?.map((t) => patchTopic(t, variables));
  queryClient.setQueriesData<Topic[]>({ queryKey: topicKeys.top }, patchList);
  queryClient.setQueriesData<Topic[]>({ queryKey: topicKeys.trial }, patchList);
  queryClient.setQueriesData<Topic[]>({ queryKey: topicKeys.categoryLists }, patchList);
  queryClient.setQueryData<TopicDetailsReply>(topicKeys.details(variables.topicId), (details) =>
    details
      ? { ...details, following: variables.follow, topic: patchTopic(details.topic, variables) }
      : details,
  );
}

/**
 * POST v2.0/follow-unfollow-topic: sets (not toggles) the state, so a repeat is harmless and
 * network failures are retried. The star changes at once and flips back if the call fails.
 */
export function useFollowTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ topicId, follow }: FollowVariables) =>
      (
        await api.call(followTopic, {
          body: {
            topic_id: topicId,
            follow,
          },
        })
      ).data,
    retry: retryTransient(2),
    onMutate: async (variables) => {
      // A refetch landing after the tap would paint the old state back.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: topicKeys.top }),
        queryClient.cancelQueries({ queryKey: topicKeys.trial }),
        queryClient.cancelQueries({ queryKey: topicKeys.categoryLists }),
        queryClient.cancelQueries({ queryKey: topicKeys.details(variables.topicId) }),
      ]);
      showFollow(queryClient, variables);
    },
    onError: (_error, variables) =>
      showFollow(queryClient, { ...variables, follow: !variables.follow }),
    onSuccess: (reply, variables) =>
      showFollow(queryClient, { ...variables, follow: reply.following }),
    // Other screens (e.g. the dashboard's topics) read it fresh next time; no refetch now on 3G.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: topicKeys.all, refetchType: 'none' }),
  });
}
