import { countEvent } from '../retention';
import { and, eq, or, sql } from 'drizzle-orm';
import { type Tx, queryRows } from '../../db/client';
import { challenges } from './tables';
import { cancelJob } from '../../jobs/queue';
import { type Notice, notifyPlayer, playerName } from '../notifications';
import { type Outcome, recordOutcome } from '../users';
import { moveWallet } from '../wallet';
import { answeredTimeMs, lockGame, timeOutGame, unansweredTimersMs } from '../engine';
import { type ChallengeRow, challengerOutcome, isOverdue } from './view';

// How a challenge ends: by the clock (a pending one expires, an accepted one is scored at its play
// deadline), by both players finishing, or by the friendship ending; each moves the coins once.

/** The queue job that ends a challenge on time: a pending one is cancelled, an accepted one settled. */
export const CHALLENGE_EXPIRE_JOB = 'challenge.expire';

// Ledger idempotency keys: each movement of a challenge's coins can happen once, whichever path
// (reject, cancel, expiry, settlement; a retry or a race) gets there first.
const betKey = (c: { id: number }, userId: number) => `challenge:${c.id}:bet:${userId}`;
const refundKey = (c: { id: number }, userId: number) => `challenge:${c.id}:refund:${userId}`;
const payoutKey = (c: { id: number }) => `challenge:${c.id}:payout`;

/** Moves a challenge's coins for one player, once per idempotency key. */
async function moveCoins(
  tx: Tx,
  c: ChallengeRow,
  m: { userId: number; delta: number; reason: string; idempotencyKey: string },
) {
  await moveWallet(tx, { ...m, currency: 'coin', reference: `challenge:${c.id}` });
}

/** Takes a player's bet into escrow: the challenger's on creating, the friend's on accepting. */
export async function escrowBet(tx: Tx, c: ChallengeRow, userId: number) {
  await moveCoins(tx, c, {
    userId,
    delta: -c.bet,
    reason: 'challenge_bet',
    idempotencyKey: betKey(c, userId),
  });
}

async function refundBet(tx: Tx, c: ChallengeRow, userId: number) {
  await moveCoins(tx, c, {
    userId,
    delta: c.bet,
    reason: 'challenge_refund',
    idempotencyKey: refundKey(c, userId),
  });
}

/** Gives the challenger's escrowed bet back and closes a pending challenge. Caller holds its lock. */
export async function closePending(
  tx: Tx,
  c: ChallengeRow,
  status: 'rejected' | 'cancelled',
  answered: boolean,
) {
  await refundBet(tx, c, c.challengerId);
  const [closed] = await tx
    .update(challenges)
    .set({ status, respondedAt: answered ? new Date() : null, settledAt: new Date() })
    .where(eq(challenges.id, c.id))
    .returning();
  await cancelJob(tx, CHALLENGE_EXPIRE_JOB, `${c.id}:pending`);
  return closed ?? c;
}

/**
 * Cancels and refunds every pending challenge between two players who stopped being friends
 * (game-rules "Friends"). Each row is locked and read again first, so an accept that got there
 * before keeps its challenge (both bets stay in play) and one that comes after finds it closed;
 * the refund's ledger key makes a second path to the same refund a no-op.
 */
export async function cancelPendingBetween(tx: Tx, a: number, b: number): Promise<void> {
  const open = await tx
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.status, 'pending'),
        or(
          and(eq(challenges.challengerId, a), eq(challenges.opponentId, b)),
          and(eq(challenges.challengerId, b), eq(challenges.opponentId, a)),
        ),
      ),
    )
    // Refunds in wallet id order, as every multi-wallet movement.
    .orderBy(challenges.challengerId, challenges.id)
    .for('update');
  const now = new Date();
  for (const seen of open) {
    const c = await applyDeadline(tx, seen, now);
    if (c.status === 'pending') await closePending(tx, c, 'cancelled', true);
  }
}

/**
 * Runs whatever the clock owes a locked challenge: a pending one past its time is cancelled with
 * a refund; an accepted one past its play deadline has its unfinished games ended and is settled.
 * Returns the row after (unchanged when nothing was due).
 */
export async function applyDeadline(tx: Tx, c: ChallengeRow, now: Date): Promise<ChallengeRow> {
  if (!isOverdue(c, now)) return c;
  if (c.status === 'pending') {
    const closed = await closePending(tx, c, 'cancelled', false);
    await notifyPlayer(tx, {
      userId: c.challengerId,
      kind: 'challenge_expired',
      params: { challenge_id: c.id, bet: c.bet },
    });
    return closed;
  }
  let row = c;
  for (const side of ['challenger', 'opponent'] as const) {
    row = await endSideAtDeadline(tx, row, side, now);
  }
  return settleChallenge(tx, row);
}

type Side = 'challenger' | 'opponent';

/** Total time a side is charged for questions never answered: each one's full timer. */
async function unansweredTimeMs(tx: Tx, challengeId: number, gameId: number | null) {
  if (gameId !== null) return unansweredTimersMs(tx, gameId);
  const [row] = await queryRows<{ ms: number }>(
    tx,
    sql`select coalesce(sum(q.timer), 0)::int * 1000 as ms from challenge_questions cq
        join questions q on q.id = cq.question_id where cq.challenge_id = ${challengeId}`,
  );
  return Number(row?.ms ?? 0);
}

async function endSideAtDeadline(tx: Tx, c: ChallengeRow, side: Side, now: Date) {
  const gameId = side === 'challenger' ? c.challengerGameId : c.opponentGameId;
  const done = side === 'challenger' ? c.challengerCorrect : c.opponentCorrect;
  if (done !== null) return c;
  let correct = 0;
  let timeMs = await unansweredTimeMs(tx, c.id, gameId);
  if (gameId !== null) {
    const g = await lockGame(tx, { gameId });
    correct = g.totalCorrect;
    timeMs += await answeredTimeMs(tx, gameId);
    await timeOutGame(tx, g, now);
  }
  return recordSide(tx, c, side, correct, timeMs);
}

/** Stores one side's final score on the challenge. */
export async function recordSide(
  tx: Tx,
  c: ChallengeRow,
  side: Side,
  correct: number,
  timeMs: number,
): Promise<ChallengeRow> {
  const [row] = await tx
    .update(challenges)
    .set(
      side === 'challenger'
        ? { challengerCorrect: correct, challengerTimeMs: timeMs }
        : { opponentCorrect: correct, opponentTimeMs: timeMs },
    )
    .where(eq(challenges.id, c.id))
    .returning();
  return row ?? c;
}

/** How a settled challenge ended for one of its players (no winner is a draw). */
const outcomeOf = (winnerId: number | null, userId: number): Outcome =>
  winnerId === null ? 'draw' : winnerId === userId ? 'win' : 'loss';

/**
 * Settles an accepted challenge once both sides have a score: the winner takes both bets, a draw
 * refunds both; win/draw/loss counters move; both players are told. Caller holds its lock, and
 * the status check plus the ledger keys make a second settlement a no-op.
 */
export async function settleChallenge(tx: Tx, c: ChallengeRow): Promise<ChallengeRow> {
  if (c.status !== 'accepted' || c.challengerCorrect === null || c.opponentCorrect === null) {
    return c;
  }
  const outcome = challengerOutcome(
    { correct: c.challengerCorrect, timeMs: c.challengerTimeMs ?? 0 },
    { correct: c.opponentCorrect, timeMs: c.opponentTimeMs ?? 0 },
  );
  const winnerId = outcome === 'win' ? c.challengerId : outcome === 'loss' ? c.opponentId : null;
  if (winnerId !== null) {
    await moveCoins(tx, c, {
      userId: winnerId,
      delta: 2 * c.bet,
      reason: 'challenge_win',
      idempotencyKey: payoutKey(c),
    });
  } else {
    // In id order, as every multi-wallet movement.
    for (const userId of [c.challengerId, c.opponentId].sort((a, b) => a - b)) {
      await refundBet(tx, c, userId);
    }
  }
  // Wallets first, then both players' rows in id order, for every outcome: two settlements that
  // cross (A beats B in one challenge while B beats A in another) then queue instead of each
  // holding one player's row and waiting for the other's (a deadlock).
  for (const userId of [c.challengerId, c.opponentId].sort((a, b) => a - b)) {
    await recordOutcome(tx, userId, outcomeOf(winnerId, userId));
  }
  if (winnerId !== null) await countEvent(tx, winnerId, 'challenges_won', new Date());
  const [settled] = await tx
    .update(challenges)
    .set({ status: 'completed', winnerId, settledAt: new Date() })
    .where(eq(challenges.id, c.id))
    .returning();
  await cancelJob(tx, CHALLENGE_EXPIRE_JOB, `${c.id}:play`);
  const names = {
    [c.challengerId]: await playerName(tx, c.challengerId),
    [c.opponentId]: await playerName(tx, c.opponentId),
  };
  await notifyPlayer(
    tx,
    ...[c.challengerId, c.opponentId].map((userId): Notice => ({
      userId,
      kind: 'challenge_settled',
      params: {
        challenge_id: c.id,
        name: names[userId === c.challengerId ? c.opponentId : c.challengerId] ?? '',
        outcome: outcomeOf(winnerId, userId),
        bet: c.bet,
      },
    })),
  );
  return settled ?? c;
}

/** The queue job: applies the challenge's deadline if it is (still) due. */
export async function expireChallengeJob(tx: Tx, challengeId: number, now = new Date()) {
  const [c] = await tx
    .select()
    .from(challenges)
    .where(eq(challenges.id, challengeId))
    .for('update');
  if (c) await applyDeadline(tx, c, now);
}
