import type { PlayerRoute } from '../endpoint';
import type * as S from '../friends';

export const friends = 'POST /api/v2.0/friends' as PlayerRoute<{
  body: typeof S.ZFriendsRequest;
  reply: typeof S.ZFriendsReply;
}>;
export const sendFriendRequest = 'POST /api/v2.0/friend-request-send' as PlayerRoute<{
  body: typeof S.ZFriendUserRequest;
  reply: typeof S.ZFriendActionReply;
}>;
export const acceptFriendRequest = 'POST /api/v2.0/friend-request-accept' as PlayerRoute<{
  body: typeof S.ZFriendUserRequest;
  reply: typeof S.ZFriendActionReply;
}>;
export const denyFriendRequest = 'POST /api/v2.0/friend-request-deny' as PlayerRoute<{
  body: typeof S.ZFriendUserRequest;
  reply: typeof S.ZFriendActionReply;
}>;
export const cancelFriendRequest = 'POST /api/v2.0/outgoing-request-delete' as PlayerRoute<{
  body: typeof S.ZFriendUserRequest;
  reply: typeof S.ZFriendActionReply;
}>;
export const removeFriend = 'POST /api/v2.0/friend-remove' as PlayerRoute<{
  body: typeof S.ZFriendUserRequest;
  reply: typeof S.ZFriendActionReply;
}>;
export const searchPlayers = 'POST /api/v2.0/friends/search' as PlayerRoute<{
  body: typeof S.ZFriendSearchRequest;
  reply: typeof S.ZFriendSearchReply;
}>;
export const playerCard = 'POST /api/v2.0/player-card' as PlayerRoute<{
  body: typeof S.ZPlayerCardRequest;
  reply: typeof S.ZPlayerCard;
}>;
