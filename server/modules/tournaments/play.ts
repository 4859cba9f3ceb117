import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TournamentGame,
  TournamentSubmitReply,
  ZTournamentSubmitRequest,
} from '@contract/tournaments';
import type { Rules } from '../../config';
import type { AppContext, AuthUser } from '../../context';
import { type Tx, queryRows } from '../../db/client';
import { columnsOf, decodedRowOf } from '../../db/statement';
import { tournamentEntries, tournamentQuestions, tournaments } from './tables';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { gamesStarted } from '../../lib/metrics';
import {
  type GameKey,
  type GameRow,
  findGame,
  finishGame,
  judgePick,
  lockGame,
  ofGame,
  playingGames,
  questionOnScreen,
  recordAnswer,
  refuseOtherQuestion,
  startFixedGame,
} from '../engine';
import { isSubscribed } from './access';
import {
  POINTS_PER_CORRECT,
  type TournamentRow,
  attemptState,
  isExpired,
  remainingAt,
} from './attempt-state';
import { type FairPlayRules, finishedAttemptFlag } from './fair-play';
import { mirrorBest } from './ranking';
import { quickAnswer } from './quick-answer';
import { statusOf } from './service';
import { recordGameFinished, type RetentionEnv } from '../retention';

/** A best score raised inside a transaction, mirrored into Redis once it commits. */
interface NewBest {
  t: TournamentRow;
  userId: number;
  score: number;
  finishedAt: Date;
}

async function mirrorAll(ctx: AppContext, bests: NewBest[]) {
  for (const b of bests) await mirrorBest(ctx, b.t, b.userId, b.score, b.finishedAt);
}

async function tournamentOf(tx: Tx, id: number): Promise<TournamentRow> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
  if (!t) throw notFound('Tournament');
  return t;
}

/** Locks the player's entry: every change to their attempts queues behind it (lock order: entry, then game). */
async function lockEntry(tx: Tx, tournamentId: number, userId: number) {
  await tx.insert(tournamentEntries).values({ tournamentId, userId }).onConflictDoNothing();
  const [entry] = await tx
    .select()
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)),
    )
    .for('update');
  if (!entry) throw new Error('tournament entry not created');
  return entry;
}

/**
 * Ends an attempt: score = 100 per correct + seconds left; the entry keeps the best attempt, the
 * earlier one on a tie; a suspicious attempt is flagged for review. Caller holds the entry and
 * game locks.
 */
export async function finishAttempt(
  tx: Tx,
  game: GameRow,
  t: TournamentRow,
  remaining: number,
  at: Date,
  bests: NewBest[],
  rules: FairPlayRules,
  env: RetentionEnv,
): Promise<GameRow> {
  const score = POINTS_PER_CORRECT * game.totalCorrect + remaining;
  const finished = await finishGame(tx, game, at, score);
  await recordFinish(tx, t, finished, score, at, bests, rules, env);
  return finished;
}

/**
 * What a finished attempt leaves on the tournament, in one round trip: the entry keeps the
 * player's best attempt, the earlier one on a tie (not once the results are frozen), and a
 * suspicious attempt is flagged for review (fair-play.ts).
 */
async function recordFinish(
  tx: Tx,
  t: TournamentRow,
  game: GameRow,
  score: number,
  at: Date,
  bests: NewBest[],
  rules: FairPlayRules,
  env: RetentionEnv,
) {
  // The streak and badges: one statement more on the finishing answer only.
  await recordGameFinished(
    env,
    tx,
    { userId: game.userId, correct: game.totalCorrect, questions: game.questionCount },
    at,
  );
  const flag = finishedAttemptFlag(game.id, rules);
  if (t.frozenAt !== null) {
    await tx.execute(flag);
    return;
  }
  const [row] = await queryRows<{ raised: number }>(
    tx,
    sql`with raised as (
        update tournament_entries set best_score = ${score},
          best_finished_at = ${at.toISOString()}::timestamptz
        where tournament_id = ${t.id} and user_id = ${game.userId}
          and (best_finished_at is null or best_score < ${score})
        returning user_id
      ), flagged as (${flag})
      select count(*)::int as raised from raised`,
  );
  if (row && row.raised > 0) bests.push({ t, userId: game.userId, score, finishedAt: at });
}

/** An attempt whose clock ran out is finished with what it had (the end of the tournament stops its clock). */
async function settle(
  tx: Tx,
  game: GameRow,
  t: TournamentRow,
  now: Date,
  bests: NewBest[],
  rules: Rules,
  env: RetentionEnv,
) {
  const at = now > t.endTime ? t.endTime : now;
  return finishAttempt(tx, game, t, remainingAt(game, t, at), at, bests, rules, env);
}

async function playingAttempt(tx: Tx, tournamentId: number, userId: number) {
  const [game] = await playingGames(
    tx,
    { kind: 'tournament', tournamentId, userId },
    { lock: true, limit: 1 },
  );
  return game ?? null;
}

/**
 * Starts an attempt, or resumes the one in progress (never burning a chance twice). Inside the
 * window only, subscribed, with a chance left. Every attempt gets the tournament's fixed question
 * set, with each question's options shuffled for this attempt.
 */
export async function startAttempt(
  ctx: AppContext,
  user: AuthUser,
  tournamentId: number,
  lang: Language,
): Promise<TournamentGame> {
  const rules = ctx.config.rules;
  const bests: NewBest[] = [];
  const { game, t, now } = await ctx.db.transaction(async (tx) => {
    const t = await tournamentOf(tx, tournamentId);
    const now = new Date();
    // Refused before any write: an upcoming or ended tournament costs no chance.
    const status = statusOf(t, now);
    if (status !== 'running') {
      throw new AppError(
        'tournament_not_open',
        status === 'upcoming' ? 'This tournament has not started yet' : 'This tournament has ended',
      );
    }
    if (!(await isSubscribed(tx, user.id, t.type, now))) {
      throw new AppError('not_subscribed', 'Subscribe to a pack to play this tournament');
    }
    const entry = await lockEntry(tx, t.id, user.id);
    const current = await playingAttempt(tx, t.id, user.id);
    if (current && !isExpired(current, t, now, rules)) return { game: current, t, now };
    if (current) await settle(tx, current, t, now, bests, rules, ctx);
    if (entry.attempts >= t.chances) throw new AppError('no_quota', "You can't play more");

    const set = await tx
      .select({ questionId: tournamentQuestions.questionId })
      .from(tournamentQuestions)
      .where(eq(tournamentQuestions.tournamentId, t.id))
      .orderBy(asc(tournamentQuestions.position));
    const game = await startFixedGame(
      tx,
      { userId: user.id, kind: 'tournament', tournamentId: t.id, duration: t.duration },
      set,
      now,
    );
    await tx
      .update(tournamentEntries)
      .set({ attempts: sql`${tournamentEntries.attempts} + 1` })
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, user.id)));
    gamesStarted.inc({ kind: 'tournament' });
    return { game, t, now };
  });
  await mirrorAll(ctx, bests);
  return attemptState(ctx, ctx.db, game, t, lang, now);
}

const attemptKey = (user: AuthUser, gameId: number): GameKey => ({
  gameId,
  userId: user.id,
  kind: 'tournament',
});

async function ownAttempt(tx: Tx, user: AuthUser, gameId: number, lock: boolean) {
  const key = attemptKey(user, gameId);
  const game = lock ? await lockGame(tx, key) : await findGame(tx, key);
  if (!game.tournamentId) throw notFound('Game');
  return game;
}

/** The attempt as it stands, for a reload: an attempt whose time ran out is finished first. */
export async function getAttempt(
  ctx: AppContext,
  user: AuthUser,
  gameId: number,
  lang: Language,
): Promise<TournamentGame> {
  const rules = ctx.config.rules;
  const bests: NewBest[] = [];
  const { game, t } = await ctx.db.transaction(async (tx) => {
    const seen = await ownAttempt(tx, user, gameId, false);
    const t = await tournamentOf(tx, seen.tournamentId ?? 0);
    if (seen.status === 'finished' || !isExpired(seen, t, new Date(), rules))
      return { game: seen, t };
    await lockEntry(tx, t.id, user.id);
    const game = await ownAttempt(tx, user, gameId, true);
    if (game.status === 'finished') return { game, t };
    return { game: await settle(tx, game, t, new Date(), bests, rules, ctx), t };
  });
  await mirrorAll(ctx, bests);
  return attemptState(ctx, ctx.db, game, t, lang);
}

// The tournament's columns for the last answer's `sql` template (db/statement.ts: decodedRowOf).
const TOURNAMENT_COLUMNS = sql.raw(columnsOf(tournaments, 't', 't'));

/**
 * The entry of the attempt's player, locked: the first lock every change to a player's attempts
 * takes (lock order: entry, then game), found through the game, with its tournament, in one round
 * trip. The tournament is read as it stood before any wait for the lock, which is safe: a running
 * tournament's times cannot change (the console refuses), and the job that freezes its results
 * takes this lock first and finishes every attempt in play, so a waiter then finds its game over.
 */
async function lockEntryOfGame(tx: Tx, user: AuthUser, gameId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${TOURNAMENT_COLUMNS} from tournament_entries e
      join tournaments t on t.id = e.tournament_id
      where e.user_id = ${user.id}
        and e.tournament_id = ${ofGame(attemptKey(user, gameId), 'tournamentId')}
      for update of e`,
  );
  const t = row && decodedRowOf(row, tournaments, 't');
  if (!t) throw notFound('Game');
  return t;
}

/**
 * Answers the question on screen and serves the next at once (the attempt has one clock). An
 * answer after the attempt's time (plus grace) finishes the attempt instead of counting.
 *
 * The common answer goes through quickAnswer (two statements, no locks held). What it leaves is
 * decided under the locks (lockedAnswer): a refusal, time up, or the last question, whose answer
 * finishes the attempt. One more case meets the locks: an answer sent ahead, naming the question
 * that another answer of the same attempt was just moving onto (every attempt gets the same
 * questions, so a player on a second chance knows the ids). quickAnswer read the attempt before
 * the move; under the locks that question is now on screen, so it goes back to quickAnswer, which
 * counts it as any other. Positions only go forward, so this ends.
 */
export async function submitTournamentAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZTournamentSubmitRequest>,
  lang: Language,
): Promise<TournamentSubmitReply> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const quick = await quickAnswer(ctx, user, input, lang);
    if (quick) return quick;
    const locked = await lockedAnswer(ctx, user, input, lang);
    if (locked) return locked;
  }
  // Only reachable if the attempt kept moving under this answer: the client reads the state anew.
  throw new AppError('not_current_question', 'This is not the question on screen');
}

/** Rounds of quickAnswer then lockedAnswer: the second always settles it (see above). */
const MAX_ROUNDS = 3;

/** The answers quickAnswer leaves (see submitTournamentAnswer); null: back to quickAnswer. */
async function lockedAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZTournamentSubmitRequest>,
  lang: Language,
): Promise<TournamentSubmitReply | null> {
  const rules = ctx.config.rules;
  const bests: NewBest[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const decided = await decide(tx);
    // Without Redis the standing comes from the rows just written: read the reply in this
    // transaction instead of in four more after it (with Redis, only once the best is mirrored).
    if (!decided || ctx.redis) return decided && { ...decided, state: null };
    return {
      ...decided,
      state: await attemptState(ctx, tx, decided.game, decided.t, lang, decided.now),
    };
  });
  async function decide(tx: Tx) {
    const t = await lockEntryOfGame(tx, user, input.game_id);
    const game = await ownAttempt(tx, user, input.game_id, true);
    // Read after the lock, in a statement of its own: had it been joined to the lock, a move that
    // committed while this waited for the lock would leave the join on the old position (the
    // locked row is re-read, the joined one is not), and the question on screen would be missing.
    const gq = await questionOnScreen(tx, game);
    if (game.status === 'finished') {
      throw new AppError('game_finished', 'This attempt is over');
    }
    const now = new Date();
    if (isExpired(game, t, now, rules)) {
      const finished = await settle(tx, game, t, now, bests, rules, ctx);
      return { game: finished, t, now, isCorrect: false, timedOut: true };
    }
    if (!gq) throw new Error(`game ${game.id} lacks question ${game.currentPosition}`);
    if (gq.questionId !== input.question_id) {
      await refuseOtherQuestion(
        tx,
        game.id,
        input.question_id,
        new AppError('not_current_question', 'This is not the question on screen'),
      );
    }
    if (game.currentPosition < game.questionCount - 1) return null;
    const { answerId, isCorrect } = await judgePick(ctx, tx, gq, input.answer_id);
    const remaining = remainingAt(game, t, now);
    const score = POINTS_PER_CORRECT * (game.totalCorrect + (isCorrect ? 1 : 0)) + remaining;
    const finished = await recordAnswer(
      tx,
      game,
      gq,
      {
        answerId,
        isCorrect,
        timedOut: false,
        remaining,
        points: isCorrect ? POINTS_PER_CORRECT : 0,
      },
      now,
      { then: 'finish', points: score },
    );
    await recordFinish(tx, t, finished, score, now, bests, rules, ctx);
    return { game: finished, t, now, isCorrect, timedOut: false };
  }
  if (!outcome) return null;
  await mirrorAll(ctx, bests);
  const state =
    outcome.state ?? (await attemptState(ctx, ctx.db, outcome.game, outcome.t, lang, outcome.now));
  return {
    ...state,
    is_correct: outcome.isCorrect,
    timed_out: outcome.timedOut,
    question_finished: state.status === 'finished',
  };
}
