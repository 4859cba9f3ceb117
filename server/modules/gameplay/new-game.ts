import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameQuestions, games, questionOptions } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import type { GameRow } from './game-state';
import { shuffled } from './scoring';

/** A question of a new game with the ids of its options (in any order: they are shuffled). */
export interface PickedQuestion {
  questionId: number;
  optionIds: number[];
}

/**
 * The options of a fixed question set (a challenge's, a tournament's), in the set's order. An
 * empty set refuses the game before anything is written.
 */
export async function withOptions(
  tx: Tx,
  set: readonly { questionId: number }[],
): Promise<PickedQuestion[]> {
  if (set.length === 0) throw new AppError('no_question_found', 'No Question Found.');
  const questionIds = set.map((q) => q.questionId);
  const options = await tx
    .select({ id: questionOptions.id, questionId: questionOptions.questionId })
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, questionIds));
  return questionIds.map((questionId) => ({
    questionId,
    optionIds: options.filter((o) => o.questionId === questionId).map((o) => o.id),
  }));
}

type NewGameValues = Omit<typeof games.$inferInsert, 'questionCount' | 'startedAt'>;

/**
 * Writes a game of every mode: its questions in the given order, each with its options shuffled
 * for this game, the first served (its clock started) at `now`.
 */
export async function createGame(
  tx: Tx,
  values: NewGameValues,
  picked: PickedQuestion[],
  now: Date,
): Promise<GameRow> {
  const [game] = await tx
    .insert(games)
    .values({ ...values, questionCount: picked.length, startedAt: now })
    .returning();
  if (!game) throw new Error('game not created');
  await tx.insert(gameQuestions).values(
    picked.map((p, position) => ({
      gameId: game.id,
      position,
      questionId: p.questionId,
      optionOrder: shuffled(p.optionIds),
      servedAt: position === 0 ? now : null,
    })),
  );
  return game;
}

/**
 * Refuses an answer to a question that is not the one on screen: one the game lacks is bad input,
 * one answered before is a repeat, and any other is refused with the mode's own `notOnScreen`.
 */
export async function refuseOtherQuestion(
  tx: Tx,
  gameId: number,
  questionId: number,
  notOnScreen: AppError,
): Promise<never> {
  const [other] = await tx
    .select({ answeredAt: gameQuestions.answeredAt })
    .from(gameQuestions)
    .where(and(eq(gameQuestions.gameId, gameId), eq(gameQuestions.questionId, questionId)));
  if (!other) throw fieldError('question_id', 'is not a question of this game');
  if (other.answeredAt)
    throw new AppError('already_answered', 'You have already answered this question');
  throw notOnScreen;
}

/** The option chosen, or null for none (0 or absent: the countdown ran out on screen). */
export function chosenOption(answerId: number | null | undefined, optionOrder: number[]) {
  const chosen = answerId || null;
  if (chosen !== null && !optionOrder.includes(chosen)) {
    throw fieldError('answer_id', 'is not an option of this question');
  }
  return chosen;
}
