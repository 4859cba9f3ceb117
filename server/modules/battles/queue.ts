import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BattleStake, ZQueueJoin } from '@contract/battles';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../users/tables';
import { levelOf } from '../users';
import { getBalance } from '../wallet';
import { createBattle } from './create';
import type { Effects } from './effects';
import { lockPlayers, lockPool, tryLockPlayer } from './locks';
import { checkBattleTopic } from './questions';
import { addMs, queueWaitMs } from './rules';
import { type QueueRow, battleQueue, battles } from './tables';

// How many waiting players a join looks at before it waits itself: one busy elsewhere (its lock
// taken) is passed over rather than waited for.
const CANDIDATES = 5;

/** The battle a player is in now, if any. */
export async function runningBattleOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: battles.id })
    .from(battles)
    .where(
      and(
        eq(battles.status, 'running'),
        or(eq(battles.playerA, userId), eq(battles.playerB, userId)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export const busy = () =>
  new AppError('battle_busy', 'Already in a battle: finish it first (battle:rejoin)');

/** Refuses a stake the player cannot pay now (nothing is charged until the match). */
export async function checkCoins(db: DbOrTx, userId: number, stake: number): Promise<void> {
  if (stake > 0 && (await getBalance(db, userId)).coins < stake) {
    throw new AppError('out_of_coin', 'Out of Coin');
  }
}

const samePool = (stake: number, topicId: number | null) =>
  and(
    eq(battleQueue.stake, stake),
    topicId === null ? isNull(battleQueue.topicId) : eq(battleQueue.topicId, topicId),
  );

/** Leaves the queue (if in one); nothing was charged. Caller holds the player's lock. */
export async function dropFromQueue(tx: Tx, fx: Effects, userId: number): Promise<boolean> {
  const gone = await tx
    .delete(battleQueue)
    .where(eq(battleQueue.userId, userId))
    .returning({ userId: battleQueue.userId });
  if (gone.length > 0) fx.queues.set(userId, null);
  return gone.length > 0;
}

/**
 * A waiting player to meet in this pool, nearest level first, then who waited longest. Each is
 * taken only if its lock is free at once (the player is not busy in another request), so two
 * joins never wait for each other.
 */
async function takePartner(
  tx: Tx,
  userId: number,
  stake: number,
  topicId: number | null,
  level: number,
): Promise<QueueRow | null> {
  const candidates = await tx
    .select()
    .from(battleQueue)
    .where(and(samePool(stake, topicId), ne(battleQueue.userId, userId)))
    .orderBy(sql`abs(${battleQueue.level} - ${level})`, asc(battleQueue.joinedAt))
    .limit(CANDIDATES)
    .for('update', { skipLocked: true });
  for (const c of candidates) {
    if (!(await tryLockPlayer(tx, c.userId))) continue;
    if ((await runningBattleOf(tx, c.userId)) !== null) continue;
    if (c.stake > 0 && (await getBalance(tx, c.userId)).coins < c.stake) continue;
    return c;
  }
  return null;
}

/**
 * Joins the quick-battle queue of a stake and topic (none: mixed). Another tab or device of the
 * player joins the same queue; a different stake or topic replaces it. Whoever is waiting in the
 * pool is met at once (nearest level first), both stakes escrowed; else the player waits until
 * the bot comes (free) or the queue ends (with a stake).
 */
export async function joinQueue(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  userId: number,
  input: z.output<typeof ZQueueJoin>,
): Promise<{ queued: boolean }> {
  const now = ctx.clock.now();
  const stake = input.stake;
  const topicId = input.topic_id ?? null;
  await lockPlayers(tx, userId);
  if ((await runningBattleOf(tx, userId)) !== null) throw busy();
  await checkBattleTopic(ctx, tx, topicId);
  await checkCoins(tx, userId, stake);
  const [waiting] = await tx.select().from(battleQueue).where(eq(battleQueue.userId, userId));
  if (waiting && waiting.stake === stake && waiting.topicId === topicId) {
    fx.queues.set(userId, waiting.dueAt);
    return { queued: true };
  }
  if (waiting) await dropFromQueue(tx, fx, userId);
  await lockPool(tx, stake, topicId);
  const [me] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
  const level = levelOf(me?.points ?? 0);
  const partner = await takePartner(tx, userId, stake, topicId, level);
  if (partner) {
    await dropFromQueue(tx, fx, partner.userId);
    await createBattle(ctx, tx, fx, {
      kind: 'quick',
      stake: stake as BattleStake,
      topicId,
      playerA: partner.userId,
      playerB: userId,
    });
    return { queued: true };
  }
  const dueAt = addMs(now, queueWaitMs(ctx.config.rules, stake));
  await tx.insert(battleQueue).values({ userId, stake, topicId, level, joinedAt: now, dueAt });
  fx.queues.set(userId, dueAt);
  return { queued: true };
}

export async function leaveQueue(
  tx: Tx,
  fx: Effects,
  userId: number,
): Promise<{ queued: boolean }> {
  await lockPlayers(tx, userId);
  await dropFromQueue(tx, fx, userId);
  return { queued: false };
}

/**
 * A queue whose wait is over: a free one meets the practice bot, one with a stake ends with
 * `queue:timeout` and nothing charged. Run by whichever process gets there; a queue that was
 * left, matched or joined again since is left as it is.
 */
export async function queueDue(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  userId: number,
): Promise<void> {
  const now = ctx.clock.now();
  await lockPlayers(tx, userId);
  const [row] = await tx.select().from(battleQueue).where(eq(battleQueue.userId, userId));
  if (!row) return;
  if (row.dueAt > now) {
    fx.queues.set(userId, row.dueAt);
    return;
  }
  await dropFromQueue(tx, fx, userId);
  if (row.stake > 0) {
    fx.send(userId, 'queue:timeout', { stake: row.stake as BattleStake });
    return;
  }
  await createBattle(ctx, tx, fx, {
    kind: 'quick',
    stake: 0,
    topicId: row.topicId,
    playerA: userId,
    playerB: null,
  });
}
