import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { markRead, notifications, promotions } from '@contract/routes/notifications';
import { api } from '@web/api/client';
import { unreadCountKey } from '@web/api/queries/unread-count';

const notificationKeys = {
  list: ['notifications', 'list'] as const,
  promotions: ['notifications', 'promotions'] as const,
};

/** GET v2.0/notifications: newest first, with read state, in the UI language. */
const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ signal }) => (await api.call(notifications, { signal })).data,
  });
export const useNotifications = () => useQuery(notificationsQueryOptions());

/** GET v2.0/promotions: shown among the notifications (product-spec §7). */
const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.promotions,
    queryFn: async ({ signal }) => (await api.call(promotions, { signal })).data.promotions,
  });
export const usePromotions = () => useQuery(promotionsQueryOptions());

/**
 * POST v2.0/notifications/read for the ones on screen. The list keeps its unread markers for this
 * visit (the reader sees what was new); only the unread count is updated.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (
        await api.call(markRead, {
          body: {
            ids,
          },
        })
      ).data,
    onSuccess: (reply) => queryClient.setQueryData(unreadCountKey, reply.unread_count),
  });
}
