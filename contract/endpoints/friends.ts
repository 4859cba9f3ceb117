import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/friends';
import {
  ZFriendActionReply,
  ZFriendSearchReply,
  ZFriendSearchRequest,
  ZFriendUserRequest,
  ZFriendsReply,
  ZFriendsRequest,
  ZPlayerCard,
  ZPlayerCardRequest,
} from '../friends';

export const friendsEndpoints = declareEndpoints('Friends', routes, {
  friends: {
    access: 'player',
    summary: 'Friends, incoming or sent requests (one tab), with the incoming count',
    body: ZFriendsRequest,
    reply: ZFriendsReply,
    refusals: [400, 422],
  },
  sendFriendRequest: {
    access: 'player',
    summary: 'Ask a player to be friends (accepts theirs when they already asked)',
    body: ZFriendUserRequest,
    reply: ZFriendActionReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  acceptFriendRequest: {
    access: 'player',
    summary: "Accept a player's friend request",
    body: ZFriendUserRequest,
    reply: ZFriendActionReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  denyFriendRequest: {
    access: 'player',
    summary: "Deny a player's friend request",
    body: ZFriendUserRequest,
    reply: ZFriendActionReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  cancelFriendRequest: {
    access: 'player',
    summary: 'Withdraw a friend request the player sent',
    body: ZFriendUserRequest,
    reply: ZFriendActionReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  removeFriend: {
    access: 'player',
    summary: 'End a friendship for both; pending challenges between them are refunded',
    body: ZFriendUserRequest,
    reply: ZFriendActionReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  searchPlayers: {
    access: 'player',
    summary: 'Find players by name or email (20 at most, never oneself)',
    body: ZFriendSearchRequest,
    reply: ZFriendSearchReply,
    refusals: [400, 422],
  },
  playerCard: {
    access: 'player',
    summary: "A player's card for the ranking modal, with the viewer's friendship status",
    body: ZPlayerCardRequest,
    reply: ZPlayerCard,
    refusals: [400, 404, 422],
  },
});
