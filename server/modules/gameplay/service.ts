import { and, eq } from 'drizzle-orm';
import type { GameState } from '@contract/gameplay';
import type { AppContext, AuthUser } from '../../context';
import { gameQuestions, games, topics } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { gamesStarted } from '../../lib/metrics';
import { gameState, pickTopicQuestions } from './game-state';
import { currentQuestion, lockGame } from './locks';
import { createGame } from './new-game';

// Answering and paying for a retry have their own files: ./submit-answer.ts, ./try-again.ts.

/** Starts a topic game and serves its first question (its clock starts now). */
export async function startTopicGame(
  ctx: AppContext,
  user: AuthUser,
  topicId: number,
  lang: Language,
): Promise<GameState> {
  const rules = ctx.config.rules;
  const state = await ctx.db.transaction(async (tx) => {
    const [topic] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
    if (!topic) throw notFound('Topic');
    const picked = await pickTopicQuestions(tx, user.id, topicId, rules.topicGameQuestions);
    if (picked.length === 0) throw new AppError('no_question_found', 'No Question Found.');
    const now = new Date();
    const game = await createGame(tx, { userId: user.id, kind: 'topic', topicId }, picked, now);
    return gameState(ctx, tx, game, lang, now);
  });
  gamesStarted.inc({ kind: 'topic' });
  return state;
}

/** The game as it stands: what a reload or a lost connection resumes from. Changes nothing. */
export async function getGame(ctx: AppContext, user: AuthUser, gameId: number, lang: Language) {
  const [game] = await ctx.db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.userId, user.id), eq(games.kind, 'topic')));
  if (!game) throw notFound('Game');
  return gameState(ctx, ctx.db, game, lang);
}

/**
 * Next: serves the following question once the current one is answered, starting its clock.
 * Calling it again before answering is harmless: it answers with the same question.
 */
export async function nextQuestion(
  ctx: AppContext,
  user: AuthUser,
  gameId: number,
  lang: Language,
) {
  return ctx.db.transaction(async (tx) => {
    const game = await lockGame(tx, user, gameId);
    const gq = await currentQuestion(tx, game);
    const isLast = game.currentPosition >= game.questionCount - 1;
    if (!gq.answeredAt || isLast) return gameState(ctx, tx, game, lang);
    const now = new Date();
    const position = game.currentPosition + 1;
    const [advanced] = await tx
      .update(games)
      .set({ currentPosition: position })
      .where(eq(games.id, game.id))
      .returning();
    await tx
      .update(gameQuestions)
      .set({ servedAt: now })
      .where(and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, position)));
    return gameState(ctx, tx, advanced ?? game, lang, now);
  });
}
