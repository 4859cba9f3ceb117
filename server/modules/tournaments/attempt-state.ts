import { and, eq } from 'drizzle-orm';
import type { Question } from '@contract/gameplay';
import type { TournamentGame } from '@contract/tournaments';
import type { Rules } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { games, tournaments } from '../../db/schema';
import { gameQuestions, questionOptions, tournamentEntries } from '../../db/schema';
import { type Language, localized } from '../../lib/language';
import { getBalance } from '../wallet/service';
import { questionView } from '../gameplay/game-state';
import { myStanding } from './ranking';

export type GameRow = typeof games.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
type GameQuestionRow = typeof gameQuestions.$inferSelect;

export const POINTS_PER_CORRECT = 100;

const elapsedSeconds = (game: GameRow, at: Date) =>
  (at.getTime() - game.startedAt.getTime()) / 1000;

/** Seconds left of the whole attempt by the server's clock (the tournament's end stops it). */
export function remainingAt(game: GameRow, t: TournamentRow, now: Date): number {
  const at = now > t.endTime ? t.endTime : now;
  const duration = game.duration ?? t.duration;
  return Math.min(duration, Math.max(0, Math.floor(duration - elapsedSeconds(game, at))));
}

/** The attempt can take no more answers: its time (plus grace) or the tournament is over. */
export function isExpired(game: GameRow, t: TournamentRow, now: Date, rules: Rules): boolean {
  const grace = rules.answerGraceSeconds * 1000;
  return (
    elapsedSeconds(game, now) > (game.duration ?? t.duration) + rules.answerGraceSeconds ||
    now.getTime() > t.endTime.getTime() + grace
  );
}

export async function correctOptionId(db: DbOrTx, questionId: number): Promise<number> {
  const [row] = await db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.isCorrect, true)));
  if (!row) throw new Error(`question ${questionId} has no correct option`);
  return row.id;
}

/** Fifty-fifty hides the first two wrong options in this attempt's (shuffled) order: stable on reload. */
export async function fiftyFiftyHidden(db: DbOrTx, gq: GameQuestionRow): Promise<number[]> {
  const correct = await correctOptionId(db, gq.questionId);
  return gq.optionOrder.filter((id) => id !== correct).slice(0, 2);
}

/** Everything the tournament play screen needs to draw itself; the correct option stays hidden. */
export async function attemptState(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  t: TournamentRow,
  lang: Language,
  now = new Date(),
): Promise<TournamentGame> {
  const rules = ctx.config.rules;
  const playing = game.status === 'playing';
  let question: Question | null = null;
  let hidden: number[] = [];
  let revealed: number | null = null;
  let fiftyUsed = false;
  let answerUsed = false;
  if (playing) {
    const [gq] = await db
      .select()
      .from(gameQuestions)
      .where(
        and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, game.currentPosition)),
      );
    if (!gq) throw new Error(`game ${game.id} has no question at ${game.currentPosition}`);
    // One clock for the whole attempt (remaining_time at the top level), none per question.
    question = await questionView(db, game, gq, null);
    fiftyUsed = gq.fiftyFiftyUsed;
    answerUsed = gq.getAnswerUsed;
    if (gq.fiftyFiftyUsed) hidden = await fiftyFiftyHidden(db, gq);
    if (gq.getAnswerUsed) revealed = await correctOptionId(db, gq.questionId);
  }
  const [entry] = await db
    .select({ attempts: tournamentEntries.attempts, bestScore: tournamentEntries.bestScore })
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, game.userId)),
    );
  const remaining = playing
    ? remainingAt(game, t, now)
    : Math.max(0, game.points - POINTS_PER_CORRECT * game.totalCorrect);
  const standing = playing ? null : await myStanding(ctx, t, game.userId);
  return {
    game_id: game.id,
    tournament_id: t.id,
    tournament_name: localized(lang, t.name, t.nameMm),
    status: game.status,
    total_quiz: game.questionCount,
    total_correct: game.totalCorrect,
    playing_duration: game.duration ?? t.duration,
    remaining_time: remaining,
    question,
    hidden_option_ids: hidden,
    revealed_answer_id: revealed,
    fifty_fifty_used: fiftyUsed,
    get_answer_used: answerUsed,
    fifty_fifty_coin_amount: rules.fiftyFiftyCoins,
    get_answer_gem_amount: rules.getAnswerGems,
    wallet: await getBalance(db, game.userId),
    chances: t.chances,
    played: entry?.attempts ?? 0,
    result: playing
      ? null
      : {
          total_correct: game.totalCorrect,
          total_quiz: game.questionCount,
          score: game.points,
          best_score: standing?.points ?? entry?.bestScore ?? game.points,
          position: standing?.position ?? null,
          message: 'Thanks for playing',
        },
  };
}
