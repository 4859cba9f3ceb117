import { recordGameFinished } from '../retention';
import { asc, eq } from 'drizzle-orm';
import type {
  ChallengeGame,
  ChallengeSubmitReply,
  ZChallengeSubmitRequest,
} from '@contract/challenges';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { challengeQuestions, challenges } from './tables';
import { questions } from '../topics/tables';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { gamesStarted } from '../../lib/metrics';
import {
  type GameKey,
  type GameQuestionRow,
  type GameRow,
  answerClock,
  answeredTimeMs,
  chosenOption,
  correctOptionId,
  currentQuestion,
  findGame,
  judgeAnswer,
  lockGame,
  questionView,
  recordAnswer,
  refuseOtherQuestion,
  startFixedGame,
} from '../engine';
import { getBalance } from '../wallet';
import { applyDeadline, recordSide, settleChallenge } from './settlement';
import { type ChallengeRow, viewOne } from './view';

async function lockOwnChallenge(tx: Tx, id: number, userId: number): Promise<ChallengeRow> {
  const [c] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
  if (!c || (c.challengerId !== userId && c.opponentId !== userId)) throw notFound('Challenge');
  return c;
}

const sideOf = (c: ChallengeRow, userId: number) =>
  c.challengerId === userId ? ('challenger' as const) : ('opponent' as const);

async function timerOf(tx: DbOrTx, questionId: number): Promise<number> {
  const [q] = await tx
    .select({ timer: questions.timer })
    .from(questions)
    .where(eq(questions.id, questionId));
  return q?.timer ?? 20;
}

async function gameState(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  c: ChallengeRow,
  viewerId: number,
  lang: Language,
  now = new Date(),
): Promise<ChallengeGame> {
  const playing = game.status === 'playing';
  return {
    game_id: game.id,
    challenge_id: c.id,
    status: game.status,
    total_quiz: game.questionCount,
    total_correct: game.totalCorrect,
    question: playing
      ? await questionView(ctx, db, game, await currentQuestion(db, game), now, lang)
      : null,
    wallet: await getBalance(db, viewerId),
    challenge: await viewOne(db, viewerId, c, lang),
  };
}

/**
 * A player's game has ended: their score goes on the challenge, which settles when the other side
 * has finished too.
 */
async function scoreSide(tx: Tx, game: GameRow, c: ChallengeRow) {
  const timeMs = await answeredTimeMs(tx, game.id);
  const recorded = await recordSide(tx, c, sideOf(c, game.userId), game.totalCorrect, timeMs);
  return settleChallenge(tx, recorded);
}

/**
 * Records an answer (or a timeout) on the question on screen and serves the next one at once, or
 * finishes the game after the last. Caller holds the challenge and game locks.
 */
async function answer(
  ctx: AppContext,
  tx: Tx,
  game: GameRow,
  c: ChallengeRow,
  gq: GameQuestionRow,
  answerId: number | null,
  timedOut: boolean,
  now: Date,
) {
  const judged = judgeAnswer({
    answerId: timedOut ? null : answerId,
    correctId: await correctOptionId(ctx, gq.questionId, tx),
    servedAt: gq.servedAt ?? now,
    now,
    timerSeconds: await timerOf(tx, gq.questionId),
    graceSeconds: ctx.config.rules.answerGraceSeconds,
  });
  const isLast = game.currentPosition >= game.questionCount - 1;
  const after = await recordAnswer(
    tx,
    game,
    gq,
    {
      answerId,
      isCorrect: judged.isCorrect,
      timedOut: judged.timedOut,
      remaining: judged.timedOut ? 0 : judged.serverRemaining,
      points: 0,
    },
    now,
    isLast ? { then: 'finish' } : { then: 'next' },
  );
  const challenge = isLast ? await scoreSide(tx, after, c) : c;
  // After the settlement, which takes both players' rows in id order first: the progress row
  // comes after a player's row everywhere, so two settlements that cross (A beats B while B beats
  // A) queue there instead of each holding one progress row and waiting for the other's.
  if (isLast) {
    await recordGameFinished(
      ctx,
      tx,
      { userId: after.userId, correct: after.totalCorrect, questions: after.questionCount },
      now,
    );
  }
  return { game: after, c: challenge, isCorrect: judged.isCorrect, timedOut: judged.timedOut };
}

/**
 * A question left on screen past its time (a reload, a lost connection) counts as a timeout, and
 * the next one is served from now: a player can lose a question by leaving, never gain time.
 */
async function catchUp(ctx: AppContext, tx: Tx, game: GameRow, c: ChallengeRow, now: Date) {
  if (game.status !== 'playing') return { game, c };
  const gq = await currentQuestion(tx, game);
  if (!gq.servedAt || gq.answeredAt) return { game, c };
  const timer = await timerOf(tx, gq.questionId);
  if (!answerClock(gq.servedAt, now, timer, ctx.config.rules.answerGraceSeconds).timedOut)
    return { game, c };
  const r = await answer(ctx, tx, game, c, gq, null, true, now);
  return { game: r.game, c: r.c };
}

/**
 * Starts the player's game of an accepted challenge (or resumes it): the challenge's questions in
 * its order, each with its options shuffled for this player, the first served now.
 */
export async function startChallengeGame(
  ctx: AppContext,
  user: AuthUser,
  challengeId: number,
  lang: Language,
): Promise<ChallengeGame> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const seen = await lockOwnChallenge(tx, challengeId, user.id);
    const now = new Date();
    const c = await applyDeadline(tx, seen, now);
    const side = sideOf(c, user.id);
    const existingId = side === 'challenger' ? c.challengerGameId : c.opponentGameId;
    if (existingId !== null) {
      const game = await lockGame(tx, { gameId: existingId });
      const caught = await catchUp(ctx, tx, game, c, now);
      return { ...caught, now, refusal: null };
    }
    if (c !== seen || c.status !== 'accepted') {
      const refusal =
        c.status === 'pending'
          ? new AppError(
              'challenge_not_accepted',
              'Your friend has not accepted this challenge yet',
            )
          : new AppError(
              'challenge_closed',
              c !== seen ? 'This challenge has expired' : 'This challenge is over',
            );
      return { game: null, c, now, refusal };
    }
    const set = await tx
      .select({ questionId: challengeQuestions.questionId })
      .from(challengeQuestions)
      .where(eq(challengeQuestions.challengeId, c.id))
      .orderBy(asc(challengeQuestions.position));
    const game = await startFixedGame(
      tx,
      { userId: user.id, kind: 'challenge', challengeId: c.id, topicId: c.topicId },
      set,
      now,
    );
    const [linked] = await tx
      .update(challenges)
      .set(side === 'challenger' ? { challengerGameId: game.id } : { opponentGameId: game.id })
      .where(eq(challenges.id, c.id))
      .returning();
    gamesStarted.inc({ kind: 'challenge' });
    return { game, c: linked ?? c, now, refusal: null };
  });
  // A refusal after the deadline was applied: that change is committed, then refused.
  if (outcome.refusal) throw outcome.refusal;
  if (!outcome.game) throw new Error('no game');
  return gameState(ctx, ctx.db, outcome.game, outcome.c, user.id, lang, outcome.now);
}

async function lockOwnGame(tx: Tx, user: AuthUser, gameId: number) {
  const key: GameKey = { gameId, userId: user.id, kind: 'challenge' };
  const seen = await findGame(tx, key);
  if (!seen.challengeId) throw notFound('Game');
  // Lock order as everywhere in challenges: the challenge, then the game.
  const seenChallenge = await lockOwnChallenge(tx, seen.challengeId, user.id);
  const game = await lockGame(tx, key);
  return { game, seenChallenge };
}

/** The game as it stands, for a reload (a question whose time ran out is counted first). */
export async function getChallengeGame(
  ctx: AppContext,
  user: AuthUser,
  gameId: number,
  lang: Language,
): Promise<ChallengeGame> {
  const { game, c, now } = await ctx.db.transaction(async (tx) => {
    const { game: locked, seenChallenge } = await lockOwnGame(tx, user, gameId);
    const now = new Date();
    const c = await applyDeadline(tx, seenChallenge, now);
    const fresh = await findGame(tx, { gameId: locked.id });
    return { ...(await catchUp(ctx, tx, fresh, c, now)), now };
  });
  return gameState(ctx, ctx.db, game, c, user.id, lang, now);
}

/** Answers the question on screen by the server's clock and serves the next one. */
export async function submitChallengeAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZChallengeSubmitRequest>,
  lang: Language,
): Promise<ChallengeSubmitReply> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { game: locked, seenChallenge } = await lockOwnGame(tx, user, input.game_id);
    const now = new Date();
    const c = await applyDeadline(tx, seenChallenge, now);
    if (c !== seenChallenge) {
      // The play deadline passed: the game was ended with what it had.
      const ended = await findGame(tx, { gameId: locked.id });
      return { game: ended, c, now, isCorrect: false, timedOut: true };
    }
    if (locked.status === 'finished') throw new AppError('game_finished', 'This game is over');
    const gq = await currentQuestion(tx, locked);
    if (gq.questionId !== input.question_id) {
      await refuseOtherQuestion(
        tx,
        locked.id,
        input.question_id,
        new AppError('not_current_question', 'This is not the question on screen'),
      );
    }
    const answerId = chosenOption(input.answer_id, gq.optionOrder);
    const r = await answer(ctx, tx, locked, c, gq, answerId, false, now);
    return { ...r, now };
  });
  const state = await gameState(ctx, ctx.db, outcome.game, outcome.c, user.id, lang, outcome.now);
  return {
    ...state,
    is_correct: outcome.isCorrect,
    timed_out: outcome.timedOut,
    question_finished: state.status === 'finished',
  };
}
