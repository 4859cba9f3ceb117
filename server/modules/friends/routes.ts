import {
  ZFriendActionReply,
  ZFriendSearchReply,
  ZFriendSearchRequest,
  ZFriendUserRequest,
  ZFriendsReply,
  ZFriendsRequest,
  ZPlayerCard,
  ZPlayerCardRequest,
} from '@contract/friends';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import {
  acceptFriendRequest,
  deleteOutgoingRequest,
  denyFriendRequest,
  listFriends,
  playerCard,
  searchPlayers,
  sendFriendRequest,
} from './service';
import { removeFriend } from './remove-friend';

const tags = ['Friends'];

export const friendRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
    app.post(
      '/friends',
      {
        schema: {
          tags,
          summary: 'Friends, incoming or sent requests (one tab), with the incoming count',
          body: ZFriendsRequest,
          response: replies(ZFriendsReply, 400, 422),
        },
      },
      async (req) => ok(await listFriends(ctx, userOf(req), req.body.type)),
    );
    app.post(
      '/friend-request-send',
      {
        schema: {
          tags,
          summary: 'Ask a player to be friends (accepts theirs when they already asked)',
          body: ZFriendUserRequest,
          response: replies(ZFriendActionReply, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => {
        const reply = await sendFriendRequest(ctx, userOf(req), req.body.user_id);
        return ok(
          reply,
          reply.friendship_status === 'friend' ? 'You are friends now' : 'Friend request sent',
        );
      },
    );
    app.post(
      '/friend-request-accept',
      {
        schema: {
          tags,
          summary: "Accept a player's friend request",
          body: ZFriendUserRequest,
          response: replies(ZFriendActionReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await acceptFriendRequest(ctx, userOf(req), req.body.user_id),
          'Friend request accepted',
        ),
    );
    app.post(
      '/friend-request-deny',
      {
        schema: {
          tags,
          summary: "Deny a player's friend request",
          body: ZFriendUserRequest,
          response: replies(ZFriendActionReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(await denyFriendRequest(ctx, userOf(req), req.body.user_id), 'Friend request denied'),
    );
    app.post(
      '/outgoing-request-delete',
      {
        schema: {
          tags,
          summary: 'Withdraw a friend request the player sent',
          body: ZFriendUserRequest,
          response: replies(ZFriendActionReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await deleteOutgoingRequest(ctx, userOf(req), req.body.user_id),
          'Friend request withdrawn',
        ),
    );
    app.post(
      '/friend-remove',
      {
        schema: {
          tags,
          summary: 'End a friendship for both; pending challenges between them are refunded',
          body: ZFriendUserRequest,
          response: replies(ZFriendActionReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => ok(await removeFriend(ctx, userOf(req), req.body.user_id), 'Friend removed'),
    );
    app.post(
      '/friends/search',
      {
        schema: {
          tags,
          summary: 'Find players by name or email (20 at most, never oneself)',
          body: ZFriendSearchRequest,
          response: replies(ZFriendSearchReply, 400, 422),
        },
      },
      async (req) => {
        const reply = await searchPlayers(ctx, userOf(req), req.body.search_string);
        return ok(reply, reply.search_result.length === 0 ? 'Nothing found' : 'OK');
      },
    );
    app.post(
      '/player-card',
      {
        schema: {
          tags,
          summary: "A player's card for the ranking modal, with the viewer's friendship status",
          body: ZPlayerCardRequest,
          response: replies(ZPlayerCard, 400, 404, 422),
        },
      },
      async (req) => ok(await playerCard(ctx, userOf(req), req.body.user_id)),
    );
  };
