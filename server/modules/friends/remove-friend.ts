import type { FriendActionReply } from '@contract/friends';
import type { AppContext, AuthUser } from '../../context';
import type { Tx } from '../../db/client';
import { deleteFriendship, lockFriendshipToEnd } from './service';

/**
 * What else ends with a friendship, in its transaction: challenges, above friends (they check the
 * friendship), cancel the pending ones between the two and refund their bets. The wiring hands it
 * in (app.ts), so friends import nothing of challenges.
 */
export type FriendshipEnding = (tx: Tx, userId: number, otherId: number) => Promise<unknown>;

/**
 * Ends a friendship for both players (from the friend's card, after a confirm); `ending` runs in
 * the same transaction, before the friendship row goes.
 */
export async function removeFriend(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
  ending: FriendshipEnding,
): Promise<FriendActionReply> {
  return ctx.db.transaction(async (tx) => {
    const friendship = await lockFriendshipToEnd(tx, user, otherId);
    await ending(tx, user.id, otherId);
    await deleteFriendship(tx, friendship);
    return { friendship_status: 'none' };
  });
}
