import type { AppContext } from '../../context';
import { columnsOf, rowOf, statement, type Statement } from '../../db/statement';
import { chosenOption } from './games';
import { correctOptionId } from './question-content';
import { type GameKind, type GameQuestionRow, type GameRow, gameQuestions, games } from './tables';

/**
 * A mode's read of a game in play, in one statement without locks: the game, the question on
 * screen (gq) and the next one (nq), with the mode's own rows joined to `g` and their columns.
 */
export interface PlayingRead<Mode> {
  statement: Statement<Record<string, unknown>>;
  /** The mode's part of the row; null when it is missing. */
  modeOf(row: Record<string, unknown>): Mode | null;
}

export function playingRead<Mode>(
  name: string,
  kind: GameKind,
  mode: { columns: string; joins: string; modeOf(row: Record<string, unknown>): Mode | null },
): PlayingRead<Mode> {
  return {
    statement: statement<Record<string, unknown>>(
      name,
      `select ${columnsOf(games, 'g', 'g')}, ${mode.columns},
         ${columnsOf(gameQuestions, 'gq', 'gq')}, ${columnsOf(gameQuestions, 'nq', 'nq')}
       from games g
       ${mode.joins}
       left join game_questions gq on gq.game_id = g.id and gq.position = g.current_position
       left join game_questions nq on nq.game_id = g.id and nq.position = g.current_position + 1
       where g.id = $1 and g.user_id = $2 and g.kind = '${kind}'`,
    ),
    modeOf: mode.modeOf,
  };
}

/**
 * Counts the answer and serves the next question, only if the game still stands where the read
 * found it (playing, on the same question): a compare-and-set in one statement, so a double tap or
 * another writer moving the game in between makes it change nothing (moved = 0).
 */
export const moveOn = statement<{ moved: number }>(
  'game_answer_move',
  `with moved as (
     update games set total_correct = $3, current_position = $4
     where id = $1 and status = 'playing' and current_position = $2
     returning id
   ), answered as (
     update game_questions set answered_at = $5::timestamptz, answer_option_id = $6::int,
       is_correct = $7::boolean, points = $8, remaining_time = $9
     where game_id = (select id from moved) and position = $2
   ), served as (
     update game_questions set served_at = $5::timestamptz
     where game_id = (select id from moved) and position = $4
   )
   select count(*)::int as moved from moved`,
);

/**
 * The mode's word on a common answer, before it is judged: the seconds left and the points a right
 * answer earns, or null to decide it with the game locked (its time is up, say).
 */
export type QuickRule<Mode> = (
  game: GameRow,
  mode: Mode,
  now: Date,
) => { remaining: number; pointsIfCorrect: number } | null;

export interface MovedOn<Mode> {
  /** The game after the move: the answer counted, the next question on screen. */
  game: GameRow;
  /** The question now on screen, served at `now`. */
  next: GameQuestionRow;
  mode: Mode;
  row: Record<string, unknown>;
  isCorrect: boolean;
  now: Date;
}

/**
 * The common answer of a game with one clock for the whole game (every player of a tournament
 * answering at once: the hottest path of the app) in two statements and no transaction: the
 * mode's plain read, then the compare-and-set move. Null when the answer is not the common case
 * (the last question, not the question on screen, a finished game, the mode refusing it, or the
 * game moved in between): the mode then decides it with the game locked and gives its errors.
 */
export async function answerAndMoveOn<Mode>(
  ctx: AppContext,
  read: PlayingRead<Mode>,
  answer: { gameId: number; userId: number; questionId: number; answerId?: number | null },
  rule: QuickRule<Mode>,
): Promise<MovedOn<Mode> | null> {
  const [row] = await ctx.database.run(read.statement, [answer.gameId, answer.userId]);
  if (!row) return null;
  const game = rowOf(row, games, 'g');
  const gq = rowOf(row, gameQuestions, 'gq');
  const next = rowOf(row, gameQuestions, 'nq');
  const mode = read.modeOf(row);
  if (!game || !mode || !gq || !next || game.status !== 'playing') return null;
  if (gq.questionId !== answer.questionId || gq.answeredAt !== null) return null;
  if (game.currentPosition >= game.questionCount - 1) return null;
  const now = new Date();
  const ruled = rule(game, mode, now);
  if (!ruled) return null;
  const answerId = chosenOption(answer.answerId, gq.optionOrder);
  const isCorrect =
    answerId !== null && answerId === (await correctOptionId(ctx, gq.questionId, ctx.db));
  const moved: GameRow = {
    ...game,
    totalCorrect: game.totalCorrect + (isCorrect ? 1 : 0),
    currentPosition: game.currentPosition + 1,
  };
  const [done] = await ctx.database.run(moveOn, [
    game.id,
    game.currentPosition,
    moved.totalCorrect,
    moved.currentPosition,
    now,
    answerId,
    isCorrect,
    isCorrect ? ruled.pointsIfCorrect : 0,
    ruled.remaining,
  ]);
  if (!done || done.moved !== 1) return null;
  return { game: moved, next: { ...next, servedAt: now }, mode, row, isCorrect, now };
}
