import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SubmitAnswerReply, ZSubmitAnswerRequest } from '@contract/gameplay';
import type { AppContext, AuthUser } from '../../context';
import type { Tx } from '../../db/client';
import { questionHistory, topicScores } from './tables';
import { addPoints } from '../users';
import { celebrateLevel, recordGameFinished } from '../retention';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { gamesFinished } from '../../lib/metrics';
import { getBalance, moveWallet, type WalletBalance } from '../wallet';
import {
  type GameRow,
  chosenOption,
  judgeAnswer,
  lockGame,
  lockOnScreen,
  recordAnswer,
  refuseOtherQuestion,
  trustedRemaining,
} from '../engine';
import { topicResult } from './game-state';
import { topicAnswerPoints } from './scoring';

export async function submitAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZSubmitAnswerRequest>,
  lang: Language,
): Promise<SubmitAnswerReply> {
  const rules = ctx.config.rules;
  const key = { gameId: input.game_id, userId: user.id, kind: 'topic' } as const;
  let finishedNow = false;
  const reply = await ctx.db.transaction(async (tx) => {
    let row = await lockOnScreen(tx, key);
    if (!row) {
      // The join follows current_position: when Next moved it while we waited on the lock,
      // PostgreSQL's recheck drops the row. Wait for the game itself, then read it again.
      await lockGame(tx, key);
      row = await lockOnScreen(tx, key);
    }
    if (!row) throw notFound('Game');
    const { game, gq, correctId, timer } = row;
    if (gq.questionId !== input.question_id) {
      await refuseOtherQuestion(
        tx,
        game.id,
        input.question_id,
        new AppError('question_not_served', 'This question has not been served yet'),
      );
    }
    if (gq.answeredAt)
      throw new AppError('already_answered', 'You have already answered this question');
    if (!gq.servedAt)
      throw new AppError('question_not_served', 'This question has not been served yet');

    const answerId = chosenOption(input.answer_id, gq.optionOrder);
    // The retry was paid for a second chance, not for the same wrong answer counted again.
    if (answerId !== null && answerId === gq.triedOptionId) {
      throw new AppError('option_already_tried', 'You already tried this option: choose another');
    }
    const now = new Date();
    const { timedOut, isCorrect, serverRemaining } = judgeAnswer({
      answerId,
      correctId,
      servedAt: gq.servedAt,
      now,
      timerSeconds: timer,
      graceSeconds: rules.answerGraceSeconds,
    });
    const isLast = gq.position >= game.questionCount - 1;
    // Reveal the right option only when no paid retry could follow it.
    const canTryAgain = !isCorrect && !gq.tryAgainUsed;
    let wallet: WalletBalance | null = canTryAgain ? await getBalance(tx, user.id) : null;
    const revealed = !canTryAgain || (wallet?.coins ?? 0) < rules.tryAgainCoins;
    // The last answer finishes the game, unless a paid retry of it is still open (game-rules:
    // try-again after any wrong answer): then Next (the result) or the retry finishes it.
    const finishes = isLast && revealed;
    const remaining = timedOut ? 0 : trustedRemaining(input.remaining_time, serverRemaining);
    const points = isCorrect ? topicAnswerPoints(remaining, timer) : 0;

    const updated = await recordAnswer(
      tx,
      game,
      gq,
      { answerId, isCorrect, timedOut, remaining, points, revealed },
      now,
      finishes ? { then: 'finish' } : { then: 'stay' },
    );
    const paid = await recordHistory(
      tx,
      user.id,
      game.topicId ?? 0,
      gq.questionId,
      isCorrect,
      now,
      rules.coinsPerCorrectAnswer,
    );
    const level = await addPoints(tx, user.id, points);
    if (level.reached) await celebrateLevel(tx, user.id, level.reached);
    if (finishes) await countTopicFinish(ctx, tx, updated, game.finishedAt === null);
    finishedNow = finishes && game.finishedAt === null;

    const result = finishes ? await topicResult(tx, updated, lang) : null;
    wallet = paid?.balance ?? wallet ?? (await getBalance(tx, user.id));
    return {
      question_finished: finishes,
      is_correct: isCorrect,
      timed_out: timedOut,
      correct_answer_id: revealed ? correctId : null,
      points,
      coins_earned: paid ? rules.coinsPerCorrectAnswer : 0,
      total_correct: updated.totalCorrect,
      total_quiz: updated.questionCount,
      question: null,
      can_try_again: canTryAgain && !finishes,
      wallet,
      progress_topic: result?.progress_topic ?? null,
      level: result?.level ?? null,
      next_level: result?.next_level ?? null,
      next_topic_id: result?.next_topic_id ?? null,
      next_topic_category: result?.next_topic_category ?? null,
      next_topic_title: result?.next_topic_title ?? null,
    };
  });
  // Counted after the commit: a rolled-back answer finished nothing.
  if (finishedNow) gamesFinished.inc({ kind: 'topic' });
  return reply;
}

/**
 * Counts the answer in the player's history and pays coins for the first correct answer to a
 * question ever (the idempotency key makes a second payment impossible). Returns the new
 * balance when it paid.
 */
async function recordHistory(
  tx: Tx,
  userId: number,
  topicId: number,
  questionId: number,
  isCorrect: boolean,
  now: Date,
  coins: number,
): Promise<{ balance: WalletBalance } | null> {
  const [before] = await tx
    .insert(questionHistory)
    .values({
      userId,
      questionId,
      topicId,
      answeredCount: 1,
      firstCorrectAt: isCorrect ? now : null,
    })
    .onConflictDoUpdate({
      target: [questionHistory.userId, questionHistory.questionId],
      set: {
        answeredCount: sql`${questionHistory.answeredCount} + 1`,
        firstCorrectAt: sql`coalesce(${questionHistory.firstCorrectAt}, ${isCorrect ? now.toISOString() : null}::timestamptz)`,
      },
    })
    .returning({ firstCorrectAt: questionHistory.firstCorrectAt });
  const firstCorrectNow = isCorrect && before?.firstCorrectAt?.getTime() === now.getTime();
  if (!firstCorrectNow || coins <= 0) return null;
  const balance = await moveWallet(tx, {
    userId,
    currency: 'coin',
    delta: coins,
    reason: 'topic_answer',
    reference: `question:${questionId}`,
    idempotencyKey: `topic-answer:${userId}:${questionId}`,
  });
  return { balance };
}

/**
 * What finishing a topic game leaves, shared by the last answer and Next (a wrong last answer
 * left open for a retry finishes there): the topic score, then the streak and badges.
 */
export async function countTopicFinish(
  ctx: AppContext,
  tx: Tx,
  game: GameRow,
  firstFinish: boolean,
): Promise<void> {
  const gamesPlayed = await recordTopicScore(tx, game, firstFinish);
  if (!firstFinish) return;
  await recordGameFinished(
    ctx,
    tx,
    {
      userId: game.userId,
      correct: game.totalCorrect,
      questions: game.questionCount,
      topicCompleted: gamesPlayed === 1,
    },
    ctx.clock.now(),
  );
}

/**
 * Keeps the player's best game in the topic (points, then the earlier finish) for rankings.
 * Returns the player's finished games in the topic, this one included.
 */
async function recordTopicScore(tx: Tx, game: GameRow, firstFinish: boolean): Promise<number> {
  const finishedAt = game.finishedAt ?? new Date();
  const [row] = await tx
    .insert(topicScores)
    .values({
      topicId: game.topicId ?? 0,
      userId: game.userId,
      bestPoints: game.points,
      bestFinishedAt: finishedAt,
      gamesPlayed: 1,
    })
    .onConflictDoUpdate({
      target: [topicScores.topicId, topicScores.userId],
      set: {
        bestFinishedAt: sql`case when ${game.points} > ${topicScores.bestPoints} then ${finishedAt.toISOString()}::timestamptz else ${topicScores.bestFinishedAt} end`,
        bestPoints: sql`greatest(${topicScores.bestPoints}, ${game.points})`,
        gamesPlayed: sql`${topicScores.gamesPlayed} + ${firstFinish ? 1 : 0}`,
      },
    })
    .returning({ gamesPlayed: topicScores.gamesPlayed });
  return row?.gamesPlayed ?? 0;
}
