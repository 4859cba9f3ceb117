import { queryOptions, useQuery } from '@tanstack/react-query';

import { unreadCount } from '@contract/routes/notifications';
import { api } from '../client';

export const unreadCountKey = ['notifications', 'unread-count'] as const;

/** GET v2.0/notifications/unread-count: the bottom menu's badge on the notifications tab. */
const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: async ({ signal }) => (await api.call(unreadCount, { signal })).data.unread_count,
    // A badge may lag a minute; one small call per minute at most on 3G.
    staleTime: 60_000,
  });

export const useUnreadCount = (enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(), enabled });
