import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questionOptions } from '../topics/tables';
import { AppError } from '../../lib/errors';
import { shuffled } from './clock';
import { type GameRow, gameQuestions, games } from './tables';

/** A question of a new game with the ids of its options (in any order: they are shuffled). */
export interface PickedQuestion {
  questionId: number;
  optionIds: number[];
}

/** What a mode says of its new game: whose, which mode, and the mode's own keys. */
export type NewGame = Omit<typeof games.$inferInsert, 'questionCount' | 'startedAt'>;

/**
 * Writes a game of every mode: its questions in the given order, each with its options shuffled
 * for this game, the first served (its clock started) at `now`.
 */
export async function startGame(
  tx: Tx,
  values: NewGame,
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
 * Starts a game on a fixed question set (a challenge's, a tournament's), in the set's order. An
 * empty set refuses the game before anything is written.
 */
export async function startFixedGame(
  tx: Tx,
  values: NewGame,
  set: readonly { questionId: number }[],
  now: Date,
): Promise<GameRow> {
  if (set.length === 0) throw new AppError('no_question_found', 'No Question Found.');
  const questionIds = set.map((q) => q.questionId);
  const options = await tx
    .select({ id: questionOptions.id, questionId: questionOptions.questionId })
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, questionIds));
  const picked = questionIds.map((questionId) => ({
    questionId,
    optionIds: options.filter((o) => o.questionId === questionId).map((o) => o.id),
  }));
  return startGame(tx, values, picked, now);
}
