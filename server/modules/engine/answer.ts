import { and, eq, sql } from 'drizzle-orm';
import { type Tx, queryRows } from '../../db/client';
import { decodedRowOf } from '../../db/statement';
import { GAME_COLUMNS } from './games';
import { type GameQuestionRow, type GameRow, gameQuestions, games } from './tables';

/** A question's answer fields while it waits for one: as served, or opened again for a retry. */
export const UNANSWERED = {
  answeredAt: null,
  answerOptionId: null,
  isCorrect: null,
  timedOut: false,
  remainingTime: null,
  points: 0,
} as const satisfies Partial<GameQuestionRow>;

/** An answer as the mode judged it, to be written on the question on screen. */
export interface AnswerRecord {
  /** The option chosen; null for none. */
  answerId: number | null;
  isCorrect: boolean;
  timedOut: boolean;
  /** Seconds left, as the mode counts them (its question's clock, or the attempt's). */
  remaining: number;
  /** The answer's points; the game's points grow by them unless the finish sets its own. */
  points: number;
  /** Whether the reply shows the right option; undefined leaves it as it was (a lifeline's). */
  revealed?: boolean;
}

/**
 * What follows the answer: the player asks for the next question (`stay`), the next one is served
 * at once (`next`), or the game ends, with the points the mode gives it when it sets them.
 */
export type AfterAnswer = { then: 'stay' } | { then: 'next' } | { then: 'finish'; points?: number };

/**
 * Records an answer on the question on screen and counts it on the game, at `at` by the server's
 * clock, then moves on as `after` says. The caller holds the game's lock. Returns the game after.
 */
export async function recordAnswer(
  tx: Tx,
  game: GameRow,
  gq: GameQuestionRow,
  answer: AnswerRecord,
  at: Date,
  after: AfterAnswer,
): Promise<GameRow> {
  const position = gq.position + 1;
  const time = at.toISOString();
  // The question's answer and the next one's serving ride on the game's update as CTEs: one round
  // trip for the whole step (PostgreSQL runs a data-modifying CTE whether or not it is read).
  const revealed =
    answer.revealed === undefined ? sql`` : sql`, answer_revealed = ${answer.revealed}`;
  const served =
    after.then === 'next'
      ? sql`, served as (update game_questions set served_at = ${time}::timestamptz
          where game_id = ${game.id} and position = ${position})`
      : sql``;
  const points =
    after.then === 'finish' && after.points !== undefined
      ? sql`${after.points}`
      : sql`games.points + ${answer.points}`;
  const step =
    after.then === 'next'
      ? sql`, current_position = ${position}`
      : after.then === 'finish'
        ? sql`, status = 'finished', finished_at = ${time}::timestamptz`
        : sql``;
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with answered as (
        update game_questions set answered_at = ${time}::timestamptz,
          answer_option_id = ${answer.answerId}, is_correct = ${answer.isCorrect},
          timed_out = ${answer.timedOut}, remaining_time = ${answer.remaining},
          points = ${answer.points}${revealed}
        where game_id = ${game.id} and position = ${gq.position}
      )${served}
      update games set total_correct = games.total_correct + ${answer.isCorrect ? 1 : 0},
        points = ${points}${step}
      where games.id = ${game.id}
      returning ${GAME_COLUMNS}`,
  );
  const updated = row && decodedRowOf(row, games, 'g');
  if (!updated) throw new Error(`game ${game.id} vanished`);
  return updated;
}

async function serve(tx: Tx, gameId: number, position: number, at: Date) {
  await tx
    .update(gameQuestions)
    .set({ servedAt: at })
    .where(and(eq(gameQuestions.gameId, gameId), eq(gameQuestions.position, position)));
}

/** Moves the game to its next question and starts that question's clock. Caller holds the lock. */
export async function serveNext(tx: Tx, game: GameRow, now: Date): Promise<GameRow> {
  const position = game.currentPosition + 1;
  const [advanced] = await tx
    .update(games)
    .set({ currentPosition: position })
    .where(eq(games.id, game.id))
    .returning();
  await serve(tx, game.id, position, now);
  return advanced ?? game;
}

/**
 * Moves several games to their next question and starts its clock, in one statement (a live
 * battle's two games at once; serveNext does one game in two). The update locks the games.
 */
export async function serveNextOfGames(tx: Tx, gameIds: number[], now: Date): Promise<void> {
  if (gameIds.length === 0) return;
  await tx.execute(
    sql`with moved as (
        update games set current_position = games.current_position + 1
        where games.id in (${sql.join(gameIds, sql`, `)})
        returning games.id, games.current_position
      )
      update game_questions set served_at = ${now.toISOString()}::timestamptz
      from moved
      where game_questions.game_id = moved.id and game_questions.position = moved.current_position`,
  );
}

/** Ends a game at `at`, with the points the mode gives it when it sets them. Caller holds the lock. */
export async function finishGame(
  tx: Tx,
  game: GameRow,
  at: Date,
  points?: number,
): Promise<GameRow> {
  const [finished] = await tx
    .update(games)
    .set({ status: 'finished', finishedAt: at, ...(points === undefined ? {} : { points }) })
    .where(eq(games.id, game.id))
    .returning();
  return finished ?? game;
}

/**
 * Ends a game whose time is up: every question not answered counts as timed out, then the game
 * finishes. Caller holds the lock.
 */
export async function timeOutGame(tx: Tx, game: GameRow, at: Date): Promise<GameRow> {
  await tx
    .update(gameQuestions)
    .set({ answeredAt: at, isCorrect: false, timedOut: true, remainingTime: 0 })
    .where(and(eq(gameQuestions.gameId, game.id), sql`${gameQuestions.answeredAt} is null`));
  return finishGame(tx, game, at);
}

/**
 * Opens the question on screen again for one more answer (its clock restarted at `now`); the
 * option tried is kept, so the retry must pick another. Caller holds the lock.
 */
export async function reopenQuestion(tx: Tx, game: GameRow, gq: GameQuestionRow, now: Date) {
  await tx
    .update(gameQuestions)
    .set({
      ...UNANSWERED,
      servedAt: now,
      tryAgainUsed: true,
      triedOptionId: gq.answerOptionId,
    })
    .where(and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, gq.position)));
}

export type Lifeline = 'fifty_fifty' | 'get_answer';

/** Marks a lifeline used on the question on screen (get-answer shows the right option). */
export async function markLifeline(tx: Tx, game: GameRow, gq: GameQuestionRow, lifeline: Lifeline) {
  await tx
    .update(gameQuestions)
    .set(
      lifeline === 'fifty_fifty'
        ? { fiftyFiftyUsed: true }
        : { getAnswerUsed: true, answerRevealed: true },
    )
    .where(and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, gq.position)));
}
