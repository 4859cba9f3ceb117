import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { BattleStake, ZInviteSend } from '@contract/battles';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { users } from '../users/tables';
import { lockFriendship } from '../friends';
import { createBattle } from './create';
import type { Effects } from './effects';
import { lockPlayers } from './locks';
import { checkBattleTopic } from './questions';
import { busy, checkCoins, dropFromQueue, runningBattleOf } from './queue';
import { addMs, seconds } from './rules';
import { type InviteRow, battleInvites } from './tables';

const closed = () => new AppError('invite_closed', 'This invitation is no longer open');

/**
 * Invites a friend to a battle of a stake and topic: they hear it live (`invite:received`), or
 * find a notification when no socket of theirs is open, and have `battleInviteSeconds` to accept.
 * The inviter must be able to pay the stake now; it is escrowed only when the friend accepts.
 * Asking again while an invitation to the same friend is open gives that one.
 */
export async function sendInvite(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  userId: number,
  input: z.output<typeof ZInviteSend>,
): Promise<{ invite_id: number }> {
  const now = ctx.clock.now();
  const friendId = input.friend_user_id;
  if (friendId === userId) throw fieldError('friend_user_id', 'cannot be yourself');
  const [friend] = await tx.select({ id: users.id }).from(users).where(eq(users.id, friendId));
  if (!friend) throw notFound('Player');
  if (!(await lockFriendship(tx, userId, friendId))) {
    throw new AppError('not_friends', 'You can only invite your friends');
  }
  const topicId = input.topic_id ?? null;
  await checkBattleTopic(ctx, tx, topicId);
  await lockPlayers(tx, userId);
  if ((await runningBattleOf(tx, userId)) !== null) throw busy();
  await checkCoins(tx, userId, input.stake);
  const [open] = await tx
    .select({ id: battleInvites.id })
    .from(battleInvites)
    .where(
      and(
        eq(battleInvites.fromUserId, userId),
        eq(battleInvites.toUserId, friendId),
        eq(battleInvites.status, 'pending'),
        gt(battleInvites.expiresAt, now),
      ),
    )
    .limit(1);
  if (open) return { invite_id: open.id };
  const [invite] = await tx
    .insert(battleInvites)
    .values({
      fromUserId: userId,
      toUserId: friendId,
      stake: input.stake,
      topicId,
      createdAt: now,
      expiresAt: addMs(now, seconds(ctx.config.rules.battleInviteSeconds)),
    })
    .returning();
  if (!invite) throw new Error('invitation not created');
  const [from] = await tx
    .select({ name: users.name, imageUrl: users.imageUrl })
    .from(users)
    .where(eq(users.id, userId));
  const payload = {
    invite_id: invite.id,
    from: { user_id: userId, name: from?.name ?? '', image_url: from?.imageUrl ?? null },
    stake: input.stake,
    topic_id: topicId,
    expires_at: invite.expiresAt.toISOString(),
  };
  fx.send(friendId, 'invite:received', payload);
  fx.invites.push({ userId: friendId, invite: payload });
  return { invite_id: invite.id };
}

/** An invitation to this player, locked, still open by the clock; else refused. */
async function lockOpenInvite(ctx: AppContext, tx: Tx, inviteId: number, userId: number) {
  const [invite] = await tx
    .select()
    .from(battleInvites)
    .where(and(eq(battleInvites.id, inviteId), eq(battleInvites.toUserId, userId)))
    .for('update');
  if (!invite) throw notFound('Invitation');
  if (invite.status !== 'pending' || invite.expiresAt <= ctx.clock.now()) throw closed();
  return invite;
}

/**
 * Accepts an invitation: the battle starts now, both stakes escrowed (Out of Coin, either's,
 * changes nothing); both leave any queue. Refused while either of them is in a battle.
 */
export async function acceptInvite(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  userId: number,
  inviteId: number,
): Promise<{ battle_id: number }> {
  const invite: InviteRow = await lockOpenInvite(ctx, tx, inviteId, userId);
  await lockPlayers(tx, invite.fromUserId, userId);
  for (const id of [invite.fromUserId, userId]) {
    if ((await runningBattleOf(tx, id)) !== null) throw busy();
  }
  for (const id of [invite.fromUserId, userId]) await dropFromQueue(tx, fx, id);
  const battle = await createBattle(ctx, tx, fx, {
    kind: 'friend',
    stake: invite.stake as BattleStake,
    topicId: invite.topicId,
    playerA: invite.fromUserId,
    playerB: userId,
  });
  await tx
    .update(battleInvites)
    .set({ status: 'accepted', battleId: battle.id })
    .where(eq(battleInvites.id, invite.id));
  return { battle_id: battle.id };
}

export async function declineInvite(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  inviteId: number,
): Promise<{ invite_id: number }> {
  const invite = await lockOpenInvite(ctx, tx, inviteId, userId);
  await tx.update(battleInvites).set({ status: 'declined' }).where(eq(battleInvites.id, invite.id));
  return { invite_id: invite.id };
}
