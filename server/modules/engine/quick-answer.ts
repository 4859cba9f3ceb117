import type { AppContext } from '../../context';
import { columnsOf, rowOf, statement, type Statement } from '../../db/statement';
import { UNANSWERED } from './answer';
import { judgePick } from './games';
import { type KnownGame, knownGamesOf, type PlannedQuestion } from './known-games';
import { type GameKind, type GameQuestionRow, type GameRow, games } from './tables';

/**
 * A mode's two statements for the common answer, each with the mode's own rows joined to `g` (the
 * game) and their columns, and no locks.
 * - `statement` reads a game in play: the game, whether the question on screen (gq) is answered,
 *   and the game's plan (its questions in order, with their option orders, fixed at start).
 * - `move` counts an answer and serves the next question: a compare-and-set on the position the
 *   answer was judged at, guarded by what the mode's rule relied on. It returns only what may have
 *   changed since the game was read (its position and correct answers, and the mode's `moved`
 *   columns), or no row when the game no longer stands there.
 * Both name only the columns the answer uses: node-postgres prepares a parser for every column of
 * every reply, and this is the hottest path of the app.
 */
export interface PlayingRead<Mode> {
  name: string;
  statement: Statement<Record<string, unknown>>;
  move: Statement<Record<string, unknown>>;
  /** The mode's part of the row; null when it is missing. */
  modeOf(row: Record<string, unknown>): Mode | null;
  /** The values of the mode's guard placeholders ($10 on), from the mode as the rule saw it. */
  guardOf(mode: Mode): unknown[];
}

export interface PlayingReadOptions<Mode> {
  /** The mode's columns that stay as they are while the game is played, and their joins. */
  columns: string;
  joins: string;
  /**
   * The mode's columns that can change while the game is played (a wallet that a lifeline spends,
   * say), with their joins: the read selects them too, and every move returns them afresh, where
   * the others are kept from the read.
   */
  moved: { columns: string; joins: string };
  modeOf(row: Record<string, unknown>): Mode | null;
  /**
   * What the rule read of the mode, checked by the move: a condition on `g` (the game being
   * moved) whose placeholders start at $10, and their values.
   */
  guard: { where: string; params(mode: Mode): unknown[] };
}

export function playingRead<Mode>(
  name: string,
  kind: GameKind,
  mode: PlayingReadOptions<Mode>,
): PlayingRead<Mode> {
  return {
    name,
    statement: statement<Record<string, unknown>>(
      name,
      `select ${columnsOf(games, 'g', 'g')}, ${mode.columns}, ${mode.moved.columns},
         gq.answered_at as "gq.answeredAt",
         (select json_agg(json_build_array(p.question_id, p.option_order) order by p.position)
          from game_questions p where p.game_id = g.id) as "plan"
       from games g
       ${mode.joins}
       ${mode.moved.joins}
       left join game_questions gq on gq.game_id = g.id and gq.position = g.current_position
       where g.id = $1 and g.user_id = $2 and g.kind = '${kind}'`,
    ),
    move: statement<Record<string, unknown>>(
      `${name}_move`,
      `with moved as (
         update games g set total_correct = g.total_correct + $3::int,
           current_position = g.current_position + 1
         where g.id = $1 and g.user_id = $2 and g.kind = '${kind}' and g.status = 'playing'
           and g.current_position = $4 and (${mode.guard.where})
         returning g.*
       ), answered as (
         update game_questions set answered_at = $5::timestamptz, answer_option_id = $6::int,
           is_correct = $7::boolean, points = $8, remaining_time = $9
         where game_id = (select id from moved) and position = $4
       ), served as (
         update game_questions set served_at = $5::timestamptz
         where game_id = (select id from moved) and position = $4::int + 1
       )
       select ${columnsOf(games, 'g', 'g', ['currentPosition', 'totalCorrect'])},
         ${mode.moved.columns}
       from moved g
       ${mode.moved.joins}`,
    ),
    modeOf: mode.modeOf,
    guardOf: mode.guard.params,
  };
}

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
  isCorrect: boolean;
  now: Date;
}

type Answer = { gameId: number; userId: number; questionId: number; answerId?: number | null };

/**
 * The common answer of a game with one clock for the whole game (every player of a tournament
 * answering at once), without a transaction. A game this process moved before (knownGamesOf) is
 * judged from what the process knows and takes one statement, the move. Any other game, or one
 * whose entry turns out stale, takes two: the read, then the move. Null when the answer is not the
 * common case (the last question, not the question on screen, a finished game, the mode refusing
 * it, or the game moved in between): the mode then decides it with the game locked and gives its
 * errors.
 */
export async function answerAndMoveOn<Mode>(
  ctx: AppContext,
  read: PlayingRead<Mode>,
  answer: Answer,
  rule: QuickRule<Mode>,
): Promise<MovedOn<Mode> | null> {
  const known = knownGamesOf(ctx).get(answer.gameId);
  if (known && known.readName === read.name && known.game.userId === answer.userId) {
    // Positions only go forward: a game known at its last question is there or finished, and
    // either way the mode decides it under its locks, so reading it first would be a wasted trip.
    if (known.game.currentPosition >= known.game.questionCount - 1) {
      knownGamesOf(ctx).delete(answer.gameId);
      return null;
    }
    const moved = await judgeAndMove(ctx, read, known, answer, rule);
    if (moved) return moved;
    // Overtaken (another process, a locked path, the end of the game): read it afresh.
    knownGamesOf(ctx).delete(answer.gameId);
  }
  const [found] = await ctx.database.run(read.statement, [answer.gameId, answer.userId]);
  if (!found) return null;
  const { plan: planned, ...row } = found;
  const game = rowOf(row, games, 'g');
  const plan = planOf(planned);
  if (!game || !plan || row['gq.answeredAt'] !== null) return null;
  return judgeAndMove(ctx, read, { game, row, readName: read.name, plan }, answer, rule);
}

/**
 * Judges the answer on the game as `seen` (read just now, or known from this process's last move)
 * and moves it, only if it still stands there; the process then knows it as moved.
 */
async function judgeAndMove<Mode>(
  ctx: AppContext,
  read: PlayingRead<Mode>,
  seen: KnownGame,
  answer: Answer,
  rule: QuickRule<Mode>,
): Promise<MovedOn<Mode> | null> {
  const { game, plan } = seen;
  if (game.status !== 'playing' || game.currentPosition >= game.questionCount - 1) return null;
  const gq = plan[game.currentPosition];
  const next = plan[game.currentPosition + 1];
  const ruledBy = read.modeOf(seen.row);
  if (!gq || !next || !ruledBy || gq.questionId !== answer.questionId) return null;
  const now = new Date();
  const ruled = rule(game, ruledBy, now);
  if (!ruled) return null;
  const { answerId, isCorrect } = await judgePick(ctx, ctx.db, gq, answer.answerId);
  const [changed] = await ctx.database.run(read.move, [
    game.id,
    game.userId,
    isCorrect ? 1 : 0,
    game.currentPosition,
    now,
    answerId,
    isCorrect,
    isCorrect ? ruled.pointsIfCorrect : 0,
    ruled.remaining,
    ...read.guardOf(ruledBy),
  ]);
  if (!changed) return null;
  const row = { ...seen.row, ...changed };
  const moved = rowOf(row, games, 'g');
  const mode = read.modeOf(row);
  if (!moved || !mode) return null;
  knownGamesOf(ctx).set(game.id, { game: moved, row, readName: read.name, plan });
  return { game: moved, next: served(moved, next, now), mode, isCorrect, now };
}

/** The question a move just put on screen, as its row now stands (nothing used on it yet). */
function served(game: GameRow, q: PlannedQuestion, now: Date): GameQuestionRow {
  return {
    gameId: game.id,
    position: game.currentPosition,
    questionId: q.questionId,
    optionOrder: q.optionOrder,
    servedAt: now,
    ...UNANSWERED,
    tryAgainUsed: false,
    triedOptionId: null,
    answerRevealed: false,
    fiftyFiftyUsed: false,
    getAnswerUsed: false,
  };
}

/** The read's plan column (json: [question id, option order] per position), or null if malformed. */
function planOf(value: unknown): PlannedQuestion[] | null {
  if (!Array.isArray(value)) return null;
  const plan: PlannedQuestion[] = [];
  for (const item of value) {
    if (!Array.isArray(item)) return null;
    const [questionId, optionOrder] = item as unknown[];
    if (typeof questionId !== 'number' || !Array.isArray(optionOrder)) return null;
    if (!optionOrder.every((id): id is number => typeof id === 'number')) return null;
    plan.push({ questionId, optionOrder });
  }
  return plan;
}
