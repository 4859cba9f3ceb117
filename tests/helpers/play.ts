import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { GameState, SubmitAnswerReply } from '@contract/gameplay';
import type { AppContext } from '../../server/context';
import { gameQuestions, games, questionOptions } from '../../server/tables';
import type { Player } from './client';

/** Plays a topic game's first question correctly; the game's id and that question's. */
export async function playCorrectly(ctx: AppContext, p: Player, topicId: number) {
  const state = (await p.post<GameState>('/api/v2.0/gameplay/start', { topic_id: topicId })).body
    .data;
  const [right] = await ctx.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(
      and(
        eq(questionOptions.questionId, state.question.question_id),
        eq(questionOptions.isCorrect, true),
      ),
    );
  const res = await p.post<SubmitAnswerReply>('/api/v2.0/gameplay/submit', {
    game_id: state.game_id,
    question_id: state.question.question_id,
    answer_id: right!.id,
  });
  expect(res.status).toBe(200);
  return { gameId: state.game_id, questionId: state.question.question_id };
}

/** A game's stored result, to prove a content change left a played game as it was. */
export const resultOf = async (ctx: AppContext, gameId: number) => ({
  game: (
    await ctx.db
      .select({ points: games.points, totalCorrect: games.totalCorrect })
      .from(games)
      .where(eq(games.id, gameId))
  )[0],
  answers: await ctx.db
    .select({
      answer: gameQuestions.answerOptionId,
      correct: gameQuestions.isCorrect,
      points: gameQuestions.points,
    })
    .from(gameQuestions)
    .where(eq(gameQuestions.gameId, gameId))
    .orderBy(asc(gameQuestions.position)),
});
