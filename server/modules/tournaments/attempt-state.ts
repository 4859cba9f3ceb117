import { sql } from 'drizzle-orm';
import type { Question } from '@contract/gameplay';
import type { TournamentGame } from '@contract/tournaments';
import type { Rules } from '../../config';
import type { AppContext } from '../../context';
import { type DbOrTx, queryRows } from '../../db/client';
import { columnsOf, decodedRowOf } from '../../db/statement';
import { tournamentEntries, type tournaments } from './tables';
import { type Language, localized } from '../../lib/language';
import { type WalletBalance, getBalance } from '../wallet';
import {
  type GameQuestionRow,
  type GameRow,
  correctOptionId,
  currentQuestion,
  fiftyFiftyHidden,
  questionOnScreen,
  questionView,
} from '../engine';
import { myStanding } from './ranking';

export type TournamentRow = typeof tournaments.$inferSelect;

/** What an attempt's clock and its play screen use of the tournament (the answer reads no more). */
export const ATTEMPT_TOURNAMENT_KEYS = [
  'id',
  'name',
  'nameMm',
  'chances',
  'duration',
  'endTime',
] as const satisfies readonly (keyof TournamentRow)[];
export type AttemptTournament = Pick<TournamentRow, (typeof ATTEMPT_TOURNAMENT_KEYS)[number]>;

export const POINTS_PER_CORRECT = 100;

const elapsedSeconds = (game: GameRow, at: Date) =>
  (at.getTime() - game.startedAt.getTime()) / 1000;

/** Seconds left of the whole attempt by the server's clock (the tournament's end stops it). */
export function remainingAt(game: GameRow, t: AttemptTournament, now: Date): number {
  const at = now > t.endTime ? t.endTime : now;
  const duration = game.duration ?? t.duration;
  return Math.min(duration, Math.max(0, Math.floor(duration - elapsedSeconds(game, at))));
}

/** The attempt can take no more answers: its time (plus grace) or the tournament is over. */
export function isExpired(game: GameRow, t: AttemptTournament, now: Date, rules: Rules): boolean {
  const grace = rules.answerGraceSeconds * 1000;
  return (
    elapsedSeconds(game, now) > (game.duration ?? t.duration) + rules.answerGraceSeconds ||
    now.getTime() > t.endTime.getTime() + grace
  );
}

/** The seconds a finished attempt had left: its score is 100 per correct answer plus these. */
const secondsLeftAtFinish = (game: GameRow) =>
  Math.max(0, game.points - POINTS_PER_CORRECT * game.totalCorrect);

/**
 * A finished attempt ended by the clock (no second left, or the tournament's end), not by its
 * last answer: then the question it stopped on went unanswered. `lastAnswered`: whether the
 * question it finished on was answered.
 */
export const endedByClock = (game: GameRow, lastAnswered: boolean) =>
  secondsLeftAtFinish(game) === 0 || game.currentPosition < game.questionCount - 1 || !lastAnswered;

/** What a reply says of the question on screen; absent when the attempt is over. */
export interface OnScreen {
  question: Question;
  hidden: number[];
  revealed: number | null;
  fiftyUsed: boolean;
  answerUsed: boolean;
}

/** The question on screen, options in this attempt's order; one clock covers the attempt, none per question. */
export async function onScreen(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  gq: GameQuestionRow,
  lang: Language,
): Promise<OnScreen> {
  return {
    question: await questionView(ctx, db, game, gq, null, lang),
    hidden: gq.fiftyFiftyUsed ? await fiftyFiftyHidden(ctx, db, gq) : [],
    revealed: gq.getAnswerUsed ? await correctOptionId(ctx, gq.questionId, db) : null,
    fiftyUsed: gq.fiftyFiftyUsed,
    answerUsed: gq.getAnswerUsed,
  };
}

/** Everything the tournament play screen needs to draw itself, from parts already read. */
function stateOf(
  ctx: AppContext,
  game: GameRow,
  t: AttemptTournament,
  lang: Language,
  parts: {
    remaining: number;
    screen: OnScreen | null;
    played: number;
    wallet: WalletBalance;
    result: TournamentGame['result'];
  },
): TournamentGame {
  const rules = ctx.config.rules;
  const { screen } = parts;
  return {
    game_id: game.id,
    tournament_id: t.id,
    tournament_name: localized(lang, t.name, t.nameMm),
    status: game.status,
    total_quiz: game.questionCount,
    total_correct: game.totalCorrect,
    score: game.status === 'finished' ? game.points : POINTS_PER_CORRECT * game.totalCorrect,
    playing_duration: game.duration ?? t.duration,
    remaining_time: parts.remaining,
    question: screen?.question ?? null,
    hidden_option_ids: screen?.hidden ?? [],
    revealed_answer_id: screen?.revealed ?? null,
    fifty_fifty_used: screen?.fiftyUsed ?? false,
    get_answer_used: screen?.answerUsed ?? false,
    fifty_fifty_coin_amount: rules.fiftyFiftyCoins,
    get_answer_gem_amount: rules.getAnswerGems,
    wallet: parts.wallet,
    chances: t.chances,
    played: parts.played,
    result: parts.result,
  };
}

/** The state of an attempt in play, from parts already read (the submit reads them under its lock). */
export function playingState(
  ctx: AppContext,
  game: GameRow,
  t: AttemptTournament,
  lang: Language,
  now: Date,
  parts: { screen: OnScreen; played: number; wallet: WalletBalance },
): TournamentGame {
  return stateOf(ctx, game, t, lang, {
    ...parts,
    remaining: remainingAt(game, t, now),
    result: null,
  });
}

// Every attempt's last answer reads its entry here: an `sql` template (db/statement.ts: decodedRowOf).
const ENTRY_COLUMNS = sql.raw(columnsOf(tournamentEntries, 'e', 'e'));

/** The state of any attempt, read from the database (start, reload, and the end of an attempt). */
export async function attemptState(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  t: TournamentRow,
  lang: Language,
  now = new Date(),
): Promise<TournamentGame> {
  // The entry (chances played, best score) and the wallet in one round trip: the last answer of
  // every attempt comes here, inside its transaction. Start makes the entry before the game.
  const [mine] = await queryRows<
    Record<string, unknown> & { coins: number | null; gems: number | null }
  >(
    db,
    sql`select ${ENTRY_COLUMNS}, w.coins as "coins", w.gems as "gems"
      from tournament_entries e left join wallets w on w.user_id = e.user_id
      where e.tournament_id = ${t.id} and e.user_id = ${game.userId}`,
  );
  const entry = (mine && decodedRowOf(mine, tournamentEntries, 'e')) ?? null;
  const played = entry?.attempts ?? 0;
  const wallet: WalletBalance = mine
    ? { coins: mine.coins ?? 0, gems: mine.gems ?? 0 }
    : await getBalance(db, game.userId);
  if (game.status === 'playing') {
    const screen = await onScreen(ctx, db, game, await currentQuestion(db, game), lang);
    return playingState(ctx, game, t, lang, now, { screen, played, wallet });
  }
  const standing = await myStanding(ctx, t, game.userId, db, entry);
  const remaining = secondsLeftAtFinish(game);
  // Only an attempt that reached its last question with time left needs that question read.
  const onLastInTime = remaining > 0 && game.currentPosition >= game.questionCount - 1;
  const timedOut = endedByClock(
    game,
    onLastInTime && Boolean((await questionOnScreen(db, game))?.answeredAt),
  );
  return stateOf(ctx, game, t, lang, {
    remaining,
    screen: null,
    played,
    wallet,
    result: {
      total_correct: game.totalCorrect,
      total_quiz: game.questionCount,
      score: game.points,
      best_score: standing?.points ?? entry?.bestScore ?? game.points,
      position: standing?.position ?? null,
      timed_out: timedOut,
      message: 'Thanks for playing',
    },
  });
}
