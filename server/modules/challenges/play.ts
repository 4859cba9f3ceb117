import { and, asc, eq } from 'drizzle-orm';
import type {
  ChallengeGame,
  ChallengeSubmitReply,
  ZChallengeSubmitRequest,
} from '@contract/challenges';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { challengeQuestions, challenges, gameQuestions, games, questions } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { gamesStarted } from '../../lib/metrics';
import { type GameRow, questionView } from '../gameplay/game-state';
import { answerClock } from '../gameplay/scoring';
import { currentQuestion } from '../gameplay/locks';
import { chosenOption, createGame, refuseOtherQuestion, withOptions } from '../gameplay/new-game';
import { correctOptionId } from '../gameplay/question-content';
import { getBalance } from '../wallet/service';
import { answeredTimeMs, applyDeadline, recordSide, settleChallenge } from './settlement';
import { type ChallengeRow, viewOne } from './view';

type GameQuestionRow = typeof gameQuestions.$inferSelect;

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
 * Ends a player's game: their score goes on the challenge, which settles when the other side has
 * finished too.
 */
async function finishGame(tx: Tx, game: GameRow, c: ChallengeRow, now: Date) {
  const [finished] = await tx
    .update(games)
    .set({ status: 'finished', finishedAt: now })
    .where(eq(games.id, game.id))
    .returning();
  const timeMs = await answeredTimeMs(tx, game.id);
  const recorded = await recordSide(tx, c, sideOf(c, game.userId), game.totalCorrect, timeMs);
  const settled = await settleChallenge(tx, recorded);
  return { game: finished ?? game, c: settled };
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
  const timer = await timerOf(tx, gq.questionId);
  const clock = answerClock(gq.servedAt ?? now, now, timer, ctx.config.rules.answerGraceSeconds);
  const late = timedOut || clock.timedOut || answerId === null;
  const isCorrect = !late && answerId === (await correctOptionId(ctx, gq.questionId, tx));
  await tx
    .update(gameQuestions)
    .set({
      answeredAt: now,
      answerOptionId: answerId,
      isCorrect,
      timedOut: late,
      remainingTime: late ? 0 : clock.serverRemaining,
    })
    .where(and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, gq.position)));
  const isLast = game.currentPosition >= game.questionCount - 1;
  const [moved] = await tx
    .update(games)
    .set({
      totalCorrect: game.totalCorrect + (isCorrect ? 1 : 0),
      currentPosition: isLast ? game.currentPosition : game.currentPosition + 1,
    })
    .where(eq(games.id, game.id))
    .returning();
  let after = moved ?? game;
  let challenge = c;
  if (isLast) {
    ({ game: after, c: challenge } = await finishGame(tx, after, c, now));
  } else {
    await tx
      .update(gameQuestions)
      .set({ servedAt: now })
      .where(
        and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, after.currentPosition)),
      );
  }
  return { game: after, c: challenge, isCorrect, timedOut: late };
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
      const [game] = await tx.select().from(games).where(eq(games.id, existingId)).for('update');
      if (!game) throw new Error(`challenge ${c.id} lost game ${existingId}`);
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
    const game = await createGame(
      tx,
      { userId: user.id, kind: 'challenge', challengeId: c.id, topicId: c.topicId },
      await withOptions(tx, set),
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
  const [seen] = await tx
    .select({ challengeId: games.challengeId })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.userId, user.id), eq(games.kind, 'challenge')));
  if (!seen?.challengeId) throw notFound('Game');
  // Lock order as everywhere in challenges: the challenge, then the game.
  const seenChallenge = await lockOwnChallenge(tx, seen.challengeId, user.id);
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!game) throw notFound('Game');
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
    const [fresh] = await tx.select().from(games).where(eq(games.id, gameId));
    return { ...(await catchUp(ctx, tx, fresh ?? locked, c, now)), now };
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
      const [ended] = await tx.select().from(games).where(eq(games.id, locked.id));
      return { game: ended ?? locked, c, now, isCorrect: false, timedOut: true };
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
