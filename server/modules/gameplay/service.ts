import { and, eq } from 'drizzle-orm';
import type { GameState } from '@contract/gameplay';
import type { AppContext, AuthUser } from '../../context';
import { topics } from '../topics/tables';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { gamesFinished, gamesStarted } from '../../lib/metrics';
import { currentQuestion, findGame, finishGame, lockGame, serveNext, startGame } from '../engine';
import { gameState, pickTopicQuestions } from './game-state';
import { countTopicFinish } from './submit-answer';

// Answering and paying for a retry have their own files: ./submit-answer.ts, ./try-again.ts.

const topicGame = (user: AuthUser, gameId: number) =>
  ({ gameId, userId: user.id, kind: 'topic' }) as const;

/** Starts a topic game and serves its first question (its clock starts now). */
export async function startTopicGame(
  ctx: AppContext,
  user: AuthUser,
  topicId: number,
  lang: Language,
): Promise<GameState> {
  const rules = ctx.config.rules;
  const state = await ctx.db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.id, topicId), eq(topics.published, true)));
    if (!topic) throw notFound('Topic');
    const picked = await pickTopicQuestions(
      tx,
      user.id,
      topicId,
      rules.topicGameQuestions,
      rules.reportsHoldQuestion,
    );
    if (picked.length === 0) throw new AppError('no_question_found', 'No Question Found.');
    const now = new Date();
    const game = await startGame(tx, { userId: user.id, kind: 'topic', topicId }, picked, now);
    return gameState(ctx, tx, game, lang, now);
  });
  gamesStarted.inc({ kind: 'topic' });
  return state;
}

/** The game as it stands: what a reload or a lost connection resumes from. Changes nothing. */
export async function getGame(ctx: AppContext, user: AuthUser, gameId: number, lang: Language) {
  const game = await findGame(ctx.db, topicGame(user, gameId));
  return gameState(ctx, ctx.db, game, lang);
}

/**
 * Next: serves the following question once the current one is answered, starting its clock.
 * Calling it again before answering is harmless: it answers with the same question. After the
 * last question it finishes the game (a wrong last answer left it open for a paid retry), once.
 */
export async function nextQuestion(
  ctx: AppContext,
  user: AuthUser,
  gameId: number,
  lang: Language,
) {
  let finishedNow = false;
  const state = await ctx.db.transaction(async (tx) => {
    const game = await lockGame(tx, topicGame(user, gameId));
    const gq = await currentQuestion(tx, game);
    const isLast = game.currentPosition >= game.questionCount - 1;
    if (!gq.answeredAt || game.status === 'finished') return gameState(ctx, tx, game, lang);
    const now = new Date();
    if (isLast) {
      const finished = await finishGame(tx, game, now);
      await countTopicFinish(ctx, tx, finished, true);
      finishedNow = true;
      return gameState(ctx, tx, finished, lang, now);
    }
    return gameState(ctx, tx, await serveNext(tx, game, now), lang, now);
  });
  // Counted after the commit: a rolled-back transaction finished nothing.
  if (finishedNow) gamesFinished.inc({ kind: 'topic' });
  return state;
}
