import { and, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, type Tx, queryRows } from '../../db/client';
import { columnsOf, decodedRowOf } from '../../db/statement';
import { correctOptionId } from '../topics';
import { categories, questions, topics } from '../topics/tables';
import type { AppContext } from '../../context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { type GameKind, type GameQuestionRow, type GameRow, gameQuestions, games } from './tables';

/**
 * Which game a request names: its id, and what the caller knows of it (the player, the mode). A
 * game that does not match is not found, as one that does not exist.
 */
export interface GameKey {
  gameId: number;
  userId?: number;
  kind?: GameKind;
}

/**
 * The key's condition on the games table (unaliased), for query builders and `sql` templates
 * alike: a template of a few parts costs a locked path far less to build than `and(eq(…))`.
 */
const matching = (key: GameKey) =>
  sql`games.id = ${key.gameId}${key.userId === undefined ? sql`` : sql` and games.user_id = ${key.userId}`}${
    key.kind === undefined ? sql`` : sql` and games.kind = ${key.kind}`
  }`;

/** The game as it stands, without a lock; not found when the key does not match. */
export async function findGame(db: DbOrTx, key: GameKey): Promise<GameRow> {
  const [game] = await db.select().from(games).where(matching(key));
  if (!game) throw notFound('Game');
  return game;
}

// The columns of the locked paths' `sql` templates, read back with decodedRowOf (db/statement.ts).
export const GAME_COLUMNS = sql.raw(columnsOf(games, 'games', 'g'));
const ON_SCREEN_COLUMNS = sql.raw(columnsOf(gameQuestions, 'gq', 'gq'));

/** The game row locked: concurrent writes to one game queue, so each is decided once. */
export async function lockGame(tx: Tx, key: GameKey): Promise<GameRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${GAME_COLUMNS} from games where ${matching(key)} for update`,
  );
  const game = row && decodedRowOf(row, games, 'g');
  if (!game) throw notFound('Game');
  return game;
}

/**
 * Several games locked, each with its question on screen, in one statement (a live battle's two
 * games on each of its steps: four statements before, on PGlite each a synchronous run of the
 * database on the event loop). Locked in id order; a game missing is an error.
 */
export async function lockGamesOnScreen(
  tx: Tx,
  gameIds: number[],
): Promise<Map<number, { game: GameRow; gq: GameQuestionRow }>> {
  const out = new Map<number, { game: GameRow; gq: GameQuestionRow }>();
  if (gameIds.length === 0) return out;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${GAME_COLUMNS}, ${ON_SCREEN_COLUMNS} from games
      join game_questions gq on gq.game_id = games.id and gq.position = games.current_position
      where games.id in (${sql.join(gameIds, sql`, `)})
      order by games.id for update of games`,
  );
  for (const row of rows) {
    const game = decodedRowOf(row, games, 'g');
    const gq = decodedRowOf(row, gameQuestions, 'gq');
    if (game && gq) out.set(game.id, { game, gq });
  }
  for (const id of gameIds) {
    if (!out.has(id)) throw new Error(`game ${id} or its question on screen is missing`);
  }
  return out;
}

/** A column of the game named by the key, as a subquery: a mode finds its own row through it. */
export function ofGame(key: GameKey, column: 'tournamentId' | 'challengeId'): SQL {
  return sql`(select ${games[column]} from ${games} where ${matching(key)})`;
}

/** The question on screen (or last answered), or null when the game lacks it. */
export async function questionOnScreen(db: DbOrTx, game: GameRow): Promise<GameQuestionRow | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${ON_SCREEN_COLUMNS} from game_questions gq
      where gq.game_id = ${game.id} and gq.position = ${game.currentPosition}`,
  );
  return (row && decodedRowOf(row, gameQuestions, 'gq')) ?? null;
}

/** The question now on screen (or last answered). */
export async function currentQuestion(db: DbOrTx, game: GameRow): Promise<GameQuestionRow> {
  const gq = await questionOnScreen(db, game);
  if (!gq) throw new Error(`game ${game.id} lacks question ${game.currentPosition}`);
  return gq;
}

/**
 * The game and its question on screen locked, with that question's timer and right option, in one
 * round trip: a topic answer is the hottest locked write.
 */
export async function lockOnScreen(tx: Tx, key: GameKey) {
  const [row] = await tx
    .select({
      game: games,
      gq: gameQuestions,
      timer: questions.timer,
      correctId: sql<number>`(select o.id from question_options o where o.question_id = ${gameQuestions.questionId} and o.is_correct)`,
    })
    .from(games)
    .innerJoin(
      gameQuestions,
      and(eq(gameQuestions.gameId, games.id), eq(gameQuestions.position, games.currentPosition)),
    )
    .innerJoin(questions, eq(questions.id, gameQuestions.questionId))
    .where(matching(key))
    // Both rows locked: after waiting on a concurrent answer, PostgreSQL re-reads them at their
    // latest version, so "already answered" is seen (a joined row not locked would be stale).
    .for('update', { of: [games, gameQuestions] });
  return row ?? null;
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

/**
 * The one judge of a pick on a question without its own timer (a tournament's, on its quick path
 * and on its last question alike): the option chosen, refused when it is not one of the
 * question's, and whether it is the correct one.
 */
export async function judgePick(
  ctx: AppContext,
  db: DbOrTx,
  gq: { questionId: number; optionOrder: number[] },
  picked: number | null | undefined,
): Promise<{ answerId: number | null; isCorrect: boolean }> {
  const answerId = chosenOption(picked, gq.optionOrder);
  const isCorrect =
    answerId !== null && answerId === (await correctOptionId(ctx, gq.questionId, db));
  return { answerId, isCorrect };
}

/** Games still in play of one mode's round (a tournament's), newest first; locked on request. */
export async function playingGames(
  db: DbOrTx,
  of: { kind: GameKind; tournamentId: number; userId?: number },
  opts: { lock: boolean; limit?: number },
): Promise<GameRow[]> {
  const query = db
    .select()
    .from(games)
    .where(
      and(
        of.userId === undefined ? undefined : eq(games.userId, of.userId),
        eq(games.tournamentId, of.tournamentId),
        eq(games.kind, of.kind),
        eq(games.status, 'playing'),
      ),
    )
    .orderBy(desc(games.id))
    .$dynamic();
  const limited = opts.limit === undefined ? query : query.limit(opts.limit);
  return opts.lock ? limited.for('update') : limited;
}

/** Each game's status by id (absent ids are left out). */
export async function gameStatuses(db: DbOrTx, gameIds: number[]) {
  if (gameIds.length === 0) return new Map<number, GameRow['status']>();
  const rows = await db
    .select({ id: games.id, status: games.status })
    .from(games)
    .where(inArray(games.id, gameIds));
  return new Map(rows.map((g) => [g.id, g.status]));
}

/** Finished topic games of a player since an instant, of BCS topics only on request. */
export async function finishedTopicGamesSince(
  db: DbOrTx,
  userId: number,
  since: Date,
  bcsOnly: boolean,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(topics, eq(topics.id, games.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        eq(games.userId, userId),
        eq(games.kind, 'topic'),
        isNotNull(games.finishedAt),
        gte(games.finishedAt, since),
        bcsOnly ? eq(categories.isBcs, true) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Time taken on the answered questions of a game: each at most its timer (a timeout, the whole timer). */
export async function answeredTimeMs(db: DbOrTx, gameId: number): Promise<number> {
  const [row] = await db
    .select({
      ms: sql<number>`coalesce(sum(least(extract(epoch from (${gameQuestions.answeredAt} - ${gameQuestions.servedAt})) * 1000,
                                  ${questions.timer} * 1000)), 0)::int`,
    })
    .from(gameQuestions)
    .innerJoin(questions, eq(questions.id, gameQuestions.questionId))
    .where(and(eq(gameQuestions.gameId, gameId), isNotNull(gameQuestions.answeredAt)));
  return Number(row?.ms ?? 0);
}

/** The timers of a game's questions never answered, summed. */
export async function unansweredTimersMs(db: DbOrTx, gameId: number): Promise<number> {
  const [row] = await db
    .select({ ms: sql<number>`coalesce(sum(${questions.timer}), 0)::int * 1000` })
    .from(gameQuestions)
    .innerJoin(questions, eq(questions.id, gameQuestions.questionId))
    .where(and(eq(gameQuestions.gameId, gameId), sql`${gameQuestions.answeredAt} is null`));
  return Number(row?.ms ?? 0);
}

/**
 * Whether a question was ever put on this player's screen, in a game of any mode: a served row
 * has its clock started (a question a tournament timed out unseen never was). Per game through
 * games_user_idx, then the (game, question) unique index: no scan of game_questions.
 */
export async function wasServedTo(
  db: DbOrTx,
  userId: number,
  questionId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(gameQuestions)
    .innerJoin(games, eq(games.id, gameQuestions.gameId))
    .where(
      and(
        eq(games.userId, userId),
        eq(gameQuestions.questionId, questionId),
        isNotNull(gameQuestions.servedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
