import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FriendsTab } from '@contract/friends';
import { friends, playerCard } from '@contract/routes/friends';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  denyFriendRequest,
  removeFriend,
  sendFriendRequest,
} from '@contract/routes/friends';
import { api } from '../client';
import { retryTransient } from '../retry-policy';

/**
 * Query keys of the friend lists. Under one root so any friend action (here, on /friends or in
 * the player card) reloads every list and the pending badge with one invalidation.
 */
export const friendKeys = {
  all: ['friends'] as const,
  list: (type: FriendsTab) => ['friends', type] as const,
};

/** POST v2.0/friends {type}: one of the three lists, plus the pending (incoming) count. */
const friendsQueryOptions = (type: FriendsTab) =>
  queryOptions({
    queryKey: friendKeys.list(type),
    queryFn: async ({ signal }) => (await api.call(friends, { body: { type }, signal })).data,
  });

export const useFriendList = (type: FriendsTab, enabled = true) =>
  useQuery({ ...friendsQueryOptions(type), enabled });

/** POST v2.0/player-card: the ranking modal's stats of one player. */
const playerCardQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...friendKeys.all, 'card', userId] as const,
    queryFn: async ({ signal }) =>
      (await api.call(playerCard, { body: { user_id: userId }, signal })).data,
  });

export const usePlayerCardQuery = (userId: number | null) =>
  useQuery({ ...playerCardQueryOptions(userId ?? 0), enabled: userId !== null });

/** The friend actions: each takes the other player's id and answers nothing the screen shows. */
const ACTIONS = {
  send: sendFriendRequest,
  accept: acceptFriendRequest,
  deny: denyFriendRequest,
  cancel: cancelFriendRequest,
  remove: removeFriend,
} as const;
export type FriendAction = keyof typeof ACTIONS;

/**
 * One friend action. Each one sets a state (a repeat is refused or harmless, never doubled), so
 * network failures are retried; on success every friend list reloads (product-spec §4).
 */
export function useFriendAction(action: FriendAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) =>
      (await api.call(ACTIONS[action], { body: { user_id: userId } })).data,
    retry: retryTransient(2),
    // The lists, the badge and any player card (their friendship changed). A removal also
    // cancels and refunds challenges, so the wallet and challenge lists change too: it is rare
    // enough to reload whatever is on screen.
    onSuccess: () =>
      queryClient.invalidateQueries(action === 'remove' ? {} : { queryKey: friendKeys.all }),
  });
}
