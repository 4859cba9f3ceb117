import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '@web/api/api-error';
import { api } from '@web/api/client';
import { friendKeys } from './keys';

// contract/ has no friends schema yet; this is the product-spec §3 friend, read leniently.
const ZFriend = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable().optional(),
});
export type Friend = z.infer<typeof ZFriend>;
const ZFriendsReply = z.object({ friend_list: z.array(ZFriend) });

/**
 * POST v2.0/friends {type: 'friends'}. The friends endpoints are not built yet: their 404
 * means "no friends", so the picker shows its empty state instead of an error.
 */
async function fetchFriends(signal?: AbortSignal): Promise<Friend[]> {
  try {
    return (await api.post('v2.0/friends', ZFriendsReply, { type: 'friends' }, { signal })).data
      .friend_list;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export const friendsQueryOptions = () =>
  queryOptions({ queryKey: friendKeys.list, queryFn: ({ signal }) => fetchFriends(signal) });

export const useFriends = (enabled: boolean) => useQuery({ ...friendsQueryOptions(), enabled });
