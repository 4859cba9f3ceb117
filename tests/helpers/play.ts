import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { nextQuestion, startGame, submitAnswer } from '@contract/routes/gameplay';
import type { AppContext } from '../../server/context';
import { gameQuestions, games, questionOptions } from '../../server/tables';
import type { Player } from './client';

/** Plays a topic game's first question correctly; the game's id and that question's. */
export async function playCorrectly(ctx: AppContext, p: Player, topicId: number) {
  const state = (await p.call(startGame, { body: { topic_id: topicId } })).body.data;
  const [right] = await ctx.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(
      and(
        eq(questionOptions.questionId, state.question.question_id),
        eq(questionOptions.isCorrect, true),
      ),
    );
  const res = await p.call(submitAnswer, {
    body: {
      game_id: state.game_id,
      question_id: state.question.question_id,
      answer_id: right!.id,
    },
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

/**
 * Plays topic games through (the first option each time) until every question named has been on
 * the player's screen, as a player must have seen a question to report it. A few games at most:
 * a topic game serves up to topicGameQuestions of the topic's questions.
 */
export async function serveQuestions(p: Player, topicId: number, wanted: number[]) {
  const seen = new Set<number>();
  for (let round = 0; round < 5 && wanted.some((id) => !seen.has(id)); round++) {
    const start = await p.call(startGame, { body: { topic_id: topicId } });
    expect(start.status, start.body.message).toBe(200);
    let state = start.body.data;
    for (;;) {
      seen.add(state.question.question_id);
      const answered = await p.call(submitAnswer, {
        body: {
          game_id: state.game_id,
          question_id: state.question.question_id,
          answer_id: state.question.options[0]!.id,
        },
      });
      expect(answered.status, answered.body.message).toBe(200);
      if (state.question.questions_left === 0) break;
      const next = await p.call(nextQuestion, { body: { game_id: state.game_id } });
      expect(next.status, next.body.message).toBe(200);
      state = next.body.data;
    }
  }
  expect(wanted.filter((id) => !seen.has(id))).toEqual([]);
}
