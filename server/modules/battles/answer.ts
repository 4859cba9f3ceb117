import type { z } from 'zod';
import type { ZBattleAnswer } from '@contract/battles';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import {
  chosenOption,
  correctOptionId,
  currentQuestion,
  judgeAnswer,
  lockGame,
  recordAnswer,
} from '../engine';
import { advance, closeIfDue, lockBattle } from './advance';
import type { Effects } from './effects';
import { answerPoints } from './rules';
import type { BattleRow } from './tables';
import { gameIdOf, isPlayerOf, otherOf } from './views';

const closed = () => new AppError('question_closed', 'This question is closed');
const repeated = () => new AppError('already_answered', 'You have already answered this question');

/** A battle of this player, locked and brought up to date with its clock; else not found. */
export async function lockOwnBattle(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  battleId: number,
  userId: number,
): Promise<BattleRow> {
  const seen = await lockBattle(tx, battleId);
  if (!seen || !isPlayerOf(seen, userId)) throw notFound('Battle');
  return advance(ctx, tx, fx, seen, ctx.clock.now());
}

/**
 * A player's answer to the question on screen, judged by the server's clock: later than the
 * question's time plus grace, or for a question not open, is refused (question_closed); a second
 * answer too (already_answered); either changes nothing. The opponent hears that (not what) they
 * answered; the question closes at once when both have.
 */
export async function answerQuestion(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  userId: number,
  input: z.output<typeof ZBattleAnswer>,
): Promise<{ accepted: true }> {
  const now = ctx.clock.now();
  const b = await lockOwnBattle(ctx, tx, fx, input.battle_id, userId);
  try {
    // A savepoint: a refused answer writes nothing, while the catch-up above still commits.
    return await tx.transaction((sp) => answerOpen(ctx, sp, fx, userId, input, b, now));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    fx.refusal = err;
    return { accepted: true };
  }
}

async function answerOpen(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  userId: number,
  input: z.output<typeof ZBattleAnswer>,
  b: BattleRow,
  now: Date,
): Promise<{ accepted: true }> {
  const gameId = gameIdOf(b, userId);
  if (gameId === null || b.status !== 'running' || input.question_no !== b.questionNo) {
    throw closed();
  }
  const game = await lockGame(tx, { gameId });
  const gq = await currentQuestion(tx, game);
  // Answered before (or the question was revealed with this player's answer in it).
  if (gq.answeredAt && gq.answerOptionId !== null) throw repeated();
  if (b.phase !== 'question' || gq.answeredAt) throw closed();
  const answerId = chosenOption(input.answer_id, gq.optionOrder);
  const judged = judgeAnswer({
    answerId,
    correctId: await correctOptionId(ctx, gq.questionId, tx),
    servedAt: gq.servedAt ?? now,
    now,
    timerSeconds: b.questionSeconds,
    graceSeconds: ctx.config.rules.answerGraceSeconds,
  });
  if (judged.timedOut) throw closed();
  const points = answerPoints({
    correct: judged.isCorrect,
    remaining: judged.serverRemaining,
    seconds: b.questionSeconds,
    last: b.questionNo === b.questionCount,
  });
  await recordAnswer(
    tx,
    game,
    gq,
    {
      answerId,
      isCorrect: judged.isCorrect,
      timedOut: false,
      remaining: judged.serverRemaining,
      points,
    },
    now,
    { then: 'stay' },
  );
  const other = otherOf(b, userId);
  if (other !== null) {
    fx.send(other, 'battle:opponent', {
      battle_id: b.id,
      question_no: b.questionNo,
      answered: true,
    });
  }
  const after = await closeIfDue(ctx, tx, fx, b, now);
  fx.battles.set(after.id, after.dueAt);
  return { accepted: true };
}
