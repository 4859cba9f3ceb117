import { friendsEndpoints as e } from '@contract/endpoints/friends';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import {
  acceptFriendRequest,
  deleteOutgoingRequest,
  denyFriendRequest,
  listFriends,
  playerCard,
  searchPlayers,
  sendFriendRequest,
} from './service';
import { type FriendshipEnding, removeFriend } from './remove-friend';

export const friendRoutes =
  (ctx: AppContext, ending: FriendshipEnding): Routes =>
  async (app) => {
    register(app, ctx, e.friends, async ({ user, body }) =>
      ok(await listFriends(ctx, user, body.type)),
    );
    register(app, ctx, e.sendFriendRequest, async ({ user, body }) => {
      const reply = await sendFriendRequest(ctx, user, body.user_id);
      return ok(
        reply,
        reply.friendship_status === 'friend' ? 'You are friends now' : 'Friend request sent',
      );
    });
    register(app, ctx, e.acceptFriendRequest, async ({ user, body }) =>
      ok(await acceptFriendRequest(ctx, user, body.user_id), 'Friend request accepted'),
    );
    register(app, ctx, e.denyFriendRequest, async ({ user, body }) =>
      ok(await denyFriendRequest(ctx, user, body.user_id), 'Friend request denied'),
    );
    register(app, ctx, e.cancelFriendRequest, async ({ user, body }) =>
      ok(await deleteOutgoingRequest(ctx, user, body.user_id), 'Friend request withdrawn'),
    );
    register(app, ctx, e.removeFriend, async ({ user, body }) =>
      ok(await removeFriend(ctx, user, body.user_id, ending), 'Friend removed'),
    );
    register(app, ctx, e.searchPlayers, async ({ user, body }) => {
      const reply = await searchPlayers(ctx, user, body.search_string);
      return ok(reply, reply.search_result.length === 0 ? 'Nothing found' : 'OK');
    });
    register(app, ctx, e.playerCard, async ({ user, body }) =>
      ok(await playerCard(ctx, user, body.user_id)),
    );
  };
