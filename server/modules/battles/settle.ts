import { recordGameFinished, recordPlayDay, type RetentionEnv } from '../retention';
import { and, eq } from 'drizzle-orm';
import type { BattleResult } from '@contract/battles';
import type { Tx } from '../../db/client';
import { gamesFinished } from '../../lib/metrics';
import { finishGame, lockGame } from '../engine';
import { recordOutcome } from '../users';
import { moveWallet } from '../wallet';
import { payoutKey, refundKey } from './create';
import type { Effects } from './effects';
import { type BattleRow, battles } from './tables';
import { scoresOf } from './views';

const flipped: Record<BattleResult, BattleResult> = { win: 'loss', loss: 'win', draw: 'draw' };

/** Player A's result: more points wins; equal points is a draw. */
export const resultOfA = (b: BattleRow): BattleResult =>
  b.scoreA === b.scoreB ? 'draw' : b.scoreA > b.scoreB ? 'win' : 'loss';

/** A player's result in a finished battle. */
export const resultFor = (b: BattleRow, userId: number): BattleResult => {
  const a = b.result ?? resultOfA(b);
  return b.playerA === userId ? a : flipped[a];
};

/** The coins a finished battle moved for a player. */
export const coinsDeltaFor = (b: BattleRow, userId: number): number => {
  const result = resultFor(b, userId);
  return result === 'win' ? b.stake : result === 'loss' ? -b.stake : 0;
};

/**
 * Moves the stakes and counters of a battle between two people that has just finished: the
 * winner takes both stakes, a draw gives each back; win, draw and loss move. Called only by the
 * transaction whose compare-and-set finished the battle (finishBattle), and each movement has its
 * ledger key besides, so a second finish, a retry or a takeover moves nothing again. A battle
 * against the bot moves nothing.
 */
export async function settleBattle(tx: Tx, b: BattleRow): Promise<void> {
  if (b.playerB === null) return;
  const people = [b.playerA, b.playerB].sort((x, y) => x - y);
  const result = b.result ?? resultOfA(b);
  if (b.stake > 0) {
    if (result === 'draw') {
      for (const userId of people) {
        await moveWallet(tx, {
          userId,
          currency: 'coin',
          delta: b.stake,
          reason: 'battle_refund',
          reference: `battle:${b.id}`,
          idempotencyKey: refundKey(b.id, userId),
        });
      }
    } else {
      await moveWallet(tx, {
        userId: result === 'win' ? b.playerA : b.playerB,
        currency: 'coin',
        delta: 2 * b.stake,
        reason: 'battle_win',
        reference: `battle:${b.id}`,
        idempotencyKey: payoutKey(b.id),
      });
    }
  }
  // Wallets first, then both players' rows in id order, as challenges settle: two settlements
  // that cross queue instead of deadlocking.
  for (const userId of people) await recordOutcome(tx, userId, resultFor(b, userId));
}

/**
 * Ends a running battle: both games finish, the result is written by a compare-and-set on the
 * status (a second finish finds it finished and does nothing), the stakes settle in the same
 * transaction, and each player hears their result.
 */
export async function finishBattle(
  env: RetentionEnv,
  tx: Tx,
  fx: Effects,
  b: BattleRow,
  now: Date,
): Promise<BattleRow> {
  const [finished] = await tx
    .update(battles)
    .set({ status: 'finished', result: resultOfA(b), finishedAt: now })
    .where(and(eq(battles.id, b.id), eq(battles.status, 'running')))
    .returning();
  if (!finished) return b;
  const games = [];
  for (const gameId of [finished.gameA, finished.gameB]) {
    if (gameId === null) continue;
    games.push(await finishGame(tx, await lockGame(tx, { gameId }), now));
    gamesFinished.inc({ kind: 'battle' });
  }
  await settleBattle(tx, finished);
  // A battle against a person is a game finished; practice against the bot keeps the day only.
  for (const g of [...games].sort((x, y) => x.userId - y.userId)) {
    if (finished.playerB === null) {
      await recordPlayDay(env, tx, g.userId, now);
      continue;
    }
    await recordGameFinished(
      env,
      tx,
      {
        userId: g.userId,
        correct: g.totalCorrect,
        questions: g.questionCount,
        ...(resultFor(finished, g.userId) === 'win' ? { won: 'battles_won' as const } : {}),
      },
      now,
    );
  }
  for (const userId of finished.playerB === null
    ? [finished.playerA]
    : [finished.playerA, finished.playerB]) {
    fx.send(userId, 'battle:finished', {
      battle_id: finished.id,
      result: resultFor(finished, userId),
      scores: scoresOf(finished),
      coins_delta: coinsDeltaFor(finished, userId),
    });
  }
  fx.battles.set(finished.id, null);
  return finished;
}
