import type { z } from 'zod';
import type { TournamentSubmitReply, ZTournamentSubmitRequest } from '@contract/tournaments';
import type { AppContext, AuthUser } from '../../context';
import { gameQuestions, games, tournaments } from '../../db/schema';
import { columnsOf, rowOf, statement } from '../../db/statement';
import type { Language } from '../../lib/language';
import { chosenOption } from '../gameplay/new-game';
import { correctOptionId } from '../gameplay/question-content';
import {
  POINTS_PER_CORRECT,
  isExpired,
  onScreen,
  playingState,
  remainingAt,
} from './attempt-state';

/**
 * The attempt as the answer finds it: the game, its tournament, the question on screen, the next
 * one, the chances played and the wallet, in one statement without locks.
 */
export const readAttempt = statement<Record<string, unknown>>(
  'tournament_answer_read',
  `select ${columnsOf(games, 'g', 'g')}, ${columnsOf(tournaments, 't', 't')},
     ${columnsOf(gameQuestions, 'gq', 'gq')}, ${columnsOf(gameQuestions, 'nq', 'nq')},
     e.attempts as "attempts", w.coins as "coins", w.gems as "gems"
   from games g
   join tournaments t on t.id = g.tournament_id
   join tournament_entries e on e.tournament_id = g.tournament_id and e.user_id = g.user_id
   left join game_questions gq on gq.game_id = g.id and gq.position = g.current_position
   left join game_questions nq on nq.game_id = g.id and nq.position = g.current_position + 1
   left join wallets w on w.user_id = g.user_id
   where g.id = $1 and g.user_id = $2 and g.kind = 'tournament'`,
);

/**
 * Counts the answer and serves the next question, only if the attempt still stands where the
 * read found it (playing, on the same question): a compare-and-set in one statement, so a double
 * tap or the end job moving the attempt in between makes it change nothing (moved = 0).
 */
export const moveAttempt = statement<{ moved: number }>(
  'tournament_answer_move',
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
 * The common answer (every subscriber answering at once: the hottest path of the app) in two
 * statements and no transaction: a plain read, then the compare-and-set move. Null when the answer
 * is not the common case (the last question, time up, not the question on screen, a finished
 * attempt, or the attempt moved in between): the caller then takes the locked path, which decides
 * those with the attempt locked and gives their errors.
 */
export async function quickAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZTournamentSubmitRequest>,
  lang: Language,
): Promise<TournamentSubmitReply | null> {
  const [row] = await ctx.database.run(readAttempt, [input.game_id, user.id]);
  if (!row) return null;
  const game = rowOf(row, games, 'g');
  const t = rowOf(row, tournaments, 't');
  const gq = rowOf(row, gameQuestions, 'gq');
  const next = rowOf(row, gameQuestions, 'nq');
  if (!game || !t || !gq || !next || game.status !== 'playing') return null;
  if (gq.questionId !== input.question_id || gq.answeredAt !== null) return null;
  if (game.currentPosition >= game.questionCount - 1) return null;
  const now = new Date();
  if (isExpired(game, t, now, ctx.config.rules)) return null;

  const answerId = chosenOption(input.answer_id, gq.optionOrder);
  const isCorrect =
    answerId !== null && answerId === (await correctOptionId(ctx, gq.questionId, ctx.db));
  const moved = {
    ...game,
    totalCorrect: game.totalCorrect + (isCorrect ? 1 : 0),
    currentPosition: game.currentPosition + 1,
  };
  const [done] = await ctx.database.run(moveAttempt, [
    game.id,
    game.currentPosition,
    moved.totalCorrect,
    moved.currentPosition,
    now,
    answerId,
    isCorrect,
    isCorrect ? POINTS_PER_CORRECT : 0,
    remainingAt(game, t, now),
  ]);
  if (!done || done.moved !== 1) return null;

  const state = playingState(ctx, moved, t, lang, now, {
    screen: await onScreen(ctx, ctx.db, moved, { ...next, servedAt: now }, lang),
    played: Number(row.attempts ?? 0),
    wallet: { coins: Number(row.coins ?? 0), gems: Number(row.gems ?? 0) },
  });
  return { ...state, is_correct: isCorrect, timed_out: false, question_finished: false };
}
