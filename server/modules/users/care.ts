import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userAvatars, users } from './tables';
import { AppError, notFound } from '../../lib/errors';

/** The name a player gets when none is given, and when staff reset theirs. */
export const defaultName = (msisdn: string) => `Player ${msisdn.slice(-4)}`;

export const blockedRefusal = () =>
  new AppError(
    'account_blocked',
    'This account is blocked. Please contact customer care to use Quiz Arena again.',
  );

/**
 * The player's row, locked: staff changes to one player queue behind each other. `no key update`,
 * not `update`: a game finishing beside a block writes rows that reference the player (progress,
 * badges), whose foreign-key checks take a key-share lock that `update` would make wait, while
 * the block waits for that game's tournament entry: a deadlock.
 */
async function lockPlayer(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw notFound('Player');
  return row;
}

/**
 * Blocks or unblocks a player. Sign-in reads the flag under a share lock of this row
 * (refuseBlocked), so a sign-in racing the block either finishes first (and its session is then
 * ended with the others) or waits and is refused.
 */
export async function setBlocked(
  tx: DbOrTx,
  userId: number,
  blocked: boolean,
): Promise<{ blockedAt: Date | null }> {
  const row = await lockPlayer(tx, userId);
  if ((row.blockedAt !== null) === blocked) {
    throw new AppError('player_state', blocked ? 'Already blocked' : 'This player is not blocked');
  }
  const blockedAt = blocked ? new Date() : null;
  await tx.update(users).set({ blockedAt, updatedAt: new Date() }).where(eq(users.id, userId));
  return { blockedAt };
}

/** Inside sign-in's transaction: a blocked player opens no session. */
export async function refuseBlocked(tx: DbOrTx, userId: number): Promise<void> {
  const [row] = await tx
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (row?.blockedAt) throw blockedRefusal();
}

/** Moderation: the player's name goes back to the default one. */
export async function resetName(
  tx: DbOrTx,
  userId: number,
): Promise<{ before: string; after: string }> {
  const row = await lockPlayer(tx, userId);
  const after = defaultName(row.msisdn);
  if (row.name === after) throw new AppError('player_state', 'The name is already the default');
  await tx.update(users).set({ name: after, updatedAt: new Date() }).where(eq(users.id, userId));
  return { before: row.name, after };
}

/** Moderation: the player's picture is removed (its URL stops answering). */
export async function resetAvatar(tx: DbOrTx, userId: number): Promise<{ before: string | null }> {
  const row = await lockPlayer(tx, userId);
  if (row.imageUrl === null) throw new AppError('player_state', 'The player has no picture');
  await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
  await tx.update(users).set({ imageUrl: null, updatedAt: new Date() }).where(eq(users.id, userId));
  return { before: row.imageUrl };
}
