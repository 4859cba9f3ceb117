import { sql } from 'drizzle-orm';
import { type Tx, queryRows } from '../../db/client';

// Advisory locks (held to the end of the transaction), in one order everywhere: the players
// (in id order), then a queue's pool, then battle and wallet rows. A player's own requests (two
// tabs) queue on their lock, so "one queue or battle at a time" is decided once; joins to one pool
// queue on its lock, so two players who join together meet instead of both waiting.
const PLAYER = 7301;
const POOL = 7302;

export async function lockPlayers(tx: Tx, ...userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER}::int, ${id}::int)`);
  }
}

/** The pool of one stake and topic (0: mixed). */
export async function lockPool(tx: Tx, stake: number, topicId: number | null): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${POOL}::int, hashtext(${`${stake}:${topicId ?? 0}`}))`,
  );
}

/** The player's lock if it is free now: false when one of their requests holds it. */
export async function tryLockPlayer(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${PLAYER}::int, ${userId}::int) as locked`,
  );
  return row?.locked === true;
}
