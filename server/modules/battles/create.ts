import { eq } from 'drizzle-orm';
import type { BattleStake } from '@contract/battles';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { gamesStarted } from '../../lib/metrics';
import { startFixedGame } from '../engine';
import { moveWallet } from '../wallet';
import type { Effects } from './effects';
import { humansOf, opponentFor } from './views';
import { playersById } from './players';
import { type BattleQuestionPick, pickBattleQuestions } from './questions';
import { addMs, seconds } from './rules';
import { type BattleRow, type BotMove, battles } from './tables';

/** Ledger keys: each movement of a battle's stakes happens once, whichever path gets there. */
export const stakeKey = (battleId: number, userId: number) => `battle:${battleId}:stake:${userId}`;
export const refundKey = (battleId: number, userId: number) =>
  `battle:${battleId}:refund:${userId}`;
export const payoutKey = (battleId: number) => `battle:${battleId}:payout`;

/**
 * The practice bot's whole battle, fixed at the match: right about `correctShare` of the time,
 * each answer `answerSeconds` after the question (an answer past the question's time is none).
 */
export function botPlan(
  picks: BattleQuestionPick[],
  rules: { correctShare: number; answerSeconds: [number, number]; questionSeconds: number },
  random: () => number = Math.random,
): BotMove[] {
  const [min, max] = rules.answerSeconds;
  return picks.map((q) => {
    const afterMs = seconds(min + random() * (max - min));
    const right = random() < rules.correctShare || q.wrongIds.length === 0;
    const answerId = right
      ? q.correctId
      : (q.wrongIds[Math.floor(random() * q.wrongIds.length)] ?? null);
    return { answerId: afterMs <= seconds(rules.questionSeconds) ? answerId : null, afterMs };
  });
}

export interface NewBattle {
  kind: 'quick' | 'friend';
  stake: BattleStake;
  topicId: number | null;
  /** The first player (who waited, or invited). */
  playerA: number;
  /** The second, or null for the practice bot. */
  playerB: number | null;
}

/**
 * Makes a battle: escrows both stakes through the ledger (Out of Coin changes nothing), starts
 * each player's engine game on the same questions (options shuffled per game), first served once
 * the matched screen is over, and tells both players whom they meet. Callers hold both players'
 * locks (locks.ts).
 */
export async function createBattle(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  m: NewBattle,
): Promise<BattleRow> {
  const rules = ctx.config.rules;
  const now = ctx.clock.now();
  const startsAt = addMs(now, seconds(rules.battleMatchedSeconds));
  const picks = await pickBattleQuestions(ctx, tx, m.topicId);
  const [row] = await tx
    .insert(battles)
    .values({
      kind: m.kind,
      stake: m.stake,
      topicId: m.topicId,
      playerA: m.playerA,
      playerB: m.playerB,
      questionCount: picks.length,
      questionSeconds: rules.battleQuestionSeconds,
      revealSeconds: rules.battleRevealSeconds,
      dueAt: startsAt,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('battle not created');
  const humans = humansOf(row);
  if (m.stake > 0) {
    // In id order, as every movement of several wallets.
    for (const userId of [...humans].sort((a, b) => a - b)) {
      await moveWallet(tx, {
        userId,
        currency: 'coin',
        delta: -m.stake,
        reason: 'battle_stake',
        reference: `battle:${row.id}`,
        idempotencyKey: stakeKey(row.id, userId),
      });
    }
  }
  const set = picks.map((p) => ({ questionId: p.questionId }));
  const gameOf = async (userId: number) =>
    (
      await startFixedGame(
        tx,
        { userId, kind: 'battle', battleId: row.id, topicId: m.topicId },
        set,
        startsAt,
      )
    ).id;
  const [made] = await tx
    .update(battles)
    .set({
      gameA: await gameOf(m.playerA),
      gameB: m.playerB === null ? null : await gameOf(m.playerB),
      botPlan:
        m.playerB === null
          ? botPlan(picks, {
              correctShare: rules.battleBotCorrectShare,
              answerSeconds: rules.battleBotAnswerSeconds,
              questionSeconds: rules.battleQuestionSeconds,
            })
          : null,
    })
    .where(eq(battles.id, row.id))
    .returning();
  if (!made) throw new Error(`battle ${row.id} vanished`);
  gamesStarted.inc({ kind: 'battle' }, humans.length);
  const people = await playersById(tx, humans);
  for (const userId of humans) {
    const reader = people.get(userId);
    if (!reader) continue;
    fx.send(userId, 'battle:matched', {
      battle_id: made.id,
      opponent: opponentFor(made, reader, people),
      stake: m.stake,
      question_count: made.questionCount,
      question_seconds: made.questionSeconds,
    });
  }
  fx.battles.set(made.id, made.dueAt);
  return made;
}
