import { z } from 'zod';
import { ZId } from './envelope';
import { ZFriendshipStatus } from './topics';

const ZFriendsTab = z.enum(['friends', 'incoming_requests', 'outgoing_requests'], {
  error: 'must be friends, incoming_requests or outgoing_requests',
});
export type FriendsTab = z.infer<typeof ZFriendsTab>;

/** POST v2.0/friends: one tab of the friends screen. */
export const ZFriendsRequest = z.object({ type: ZFriendsTab.default('friends') }).default({
  type: 'friends',
});

const ZFriend = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
  /** When the friendship (or the request, on the request tabs) was made, ISO 8601. */
  since: z.string(),
});
export type Friend = z.infer<typeof ZFriend>;

export const ZFriendsReply = z.object({
  friend_list: z.array(ZFriend),
  /** Incoming requests waiting for an answer (the badge on the incoming tab), whatever the tab. */
  pending: z.number().int(),
});
export type FriendsReply = z.infer<typeof ZFriendsReply>;

/**
 * friend-request-send, -accept, -deny, outgoing-request-delete and friend-remove (POST
 * v2.0/friend-remove ends a friendship for both and refunds the pending challenges between
 * them): the other player.
 */
export const ZFriendUserRequest = z.object({ user_id: ZId });

/** The relation after the action: `friend` when a send met their own request and accepted it. */
export const ZFriendActionReply = z.object({ friendship_status: ZFriendshipStatus });
export type FriendActionReply = z.infer<typeof ZFriendActionReply>;

/** POST v2.0/friends/search: name or email, case-insensitive; oneself never appears. */
export const ZFriendSearchRequest = z.object({
  search_string: z
    .string({ error: 'must be text' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters'),
});

const ZSearchResult = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
  friendship_status: ZFriendshipStatus,
});
export type SearchResult = z.infer<typeof ZSearchResult>;

/** At most 20 results, best match (name starting with the text) first. */
export const ZFriendSearchReply = z.object({ search_result: z.array(ZSearchResult) });
export type FriendSearchReply = z.infer<typeof ZFriendSearchReply>;

/**
 * POST v2.0/player-card: what the ranking modal shows about a player (search results and friends
 * carry only name, image and level). `friendship_status` is absent for oneself.
 */
export const ZPlayerCardRequest = z.object({ user_id: ZId });
export const ZPlayerCard = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
  total_point: z.number().int(),
  /** Best game in any topic. */
  topic_high_score: z.number().int(),
  tournament_win: z.number().int(),
  tournament_played: z.number().int(),
  /** They sent you a request you have not answered (Add Friend accepts it). */
  incoming_request: z.boolean(),
  friendship_status: ZFriendshipStatus.optional(),
});
export type PlayerCard = z.infer<typeof ZPlayerCard>;
