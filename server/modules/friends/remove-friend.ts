import type { FriendActionReply } from '@contract/friends';
import type { AppContext, AuthUser } from '../../context';
import { cancelPendingBetween } from '../challenges';
import { deleteFriendship, lockFriendshipToEnd } from './service';

/**
 * Ends a friendship for both players (from the friend's card, after a confirm); the pending
 * challenges between them are cancelled and their bets refunded in the same transaction. Apart
 * from friends' service because challenges import that service to check the friendship: with
 * this here, imports go one way (remove-friend → challenges → friends) and never back.
 */
export async function removeFriend(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
): Promise<FriendActionReply> {
  return ctx.db.transaction(async (tx) => {
    const friendship = await lockFriendshipToEnd(tx, user, otherId);
    await cancelPendingBetween(tx, user.id, otherId);
    await deleteFriendship(tx, friendship);
    return { friendship_status: 'none' };
  });
}
