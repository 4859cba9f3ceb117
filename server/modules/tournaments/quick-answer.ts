import type { z } from 'zod';
import type { TournamentSubmitReply, ZTournamentSubmitRequest } from '@contract/tournaments';
import type { AppContext, AuthUser } from '../../context';
import { tournaments } from './tables';
import { columnsOf, rowOf } from '../../db/statement';
import type { Language } from '../../lib/language';
import { answerAndMoveOn, playingRead } from '../engine';
import {
  ATTEMPT_TOURNAMENT_KEYS,
  type AttemptTournament,
  POINTS_PER_CORRECT,
  isExpired,
  onScreen,
  playingState,
  remainingAt,
} from './attempt-state';

interface AttemptParts {
  t: AttemptTournament;
  attempts: number;
  wallet: { coins: number; gems: number };
}

/**
 * The engine's statements for an attempt (see playingRead), with its tournament, the chances
 * played and the wallet. The move checks that the tournament still ends when the rule (isExpired)
 * was told it does: the console refuses to change a running tournament, but an answer judged on an
 * end the tournament no longer has must not count.
 */
export const readAttempt = playingRead<AttemptParts>('tournament_answer_read', 'tournament', {
  columns: `${columnsOf(tournaments, 't', 't', ATTEMPT_TOURNAMENT_KEYS)},
     e.attempts as "attempts"`,
  joins: `join tournaments t on t.id = g.tournament_id
     join tournament_entries e on e.tournament_id = g.tournament_id and e.user_id = g.user_id`,
  // Only the wallet changes during an attempt (a lifeline spends it): the tournament's times and
  // name are fixed while it runs, and the chances played change only when an attempt starts.
  moved: {
    columns: `w.coins as "coins", w.gems as "gems"`,
    joins: `left join wallets w on w.user_id = g.user_id`,
  },
  modeOf: (row) => {
    const t = rowOf(row, tournaments, 't', ATTEMPT_TOURNAMENT_KEYS);
    if (!t) return null;
    return {
      t,
      attempts: Number(row.attempts ?? 0),
      wallet: { coins: Number(row.coins ?? 0), gems: Number(row.gems ?? 0) },
    };
  },
  guard: {
    // Timestamps reach JavaScript in whole milliseconds; PostgreSQL keeps microseconds.
    where: `exists (select 1 from tournaments ts where ts.id = g.tournament_id
              and date_trunc('milliseconds', ts.end_time) = $10::timestamptz)`,
    params: ({ t }) => [t.endTime],
  },
});

/**
 * The common answer, through the engine's path without locks (see answerAndMoveOn): 100 points
 * for a right one, counted only while the attempt's time (plus grace) lasts. Null when it is not
 * the common case: the caller then takes the locked path, which decides it and gives its errors.
 */
export async function quickAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZTournamentSubmitRequest>,
  lang: Language,
): Promise<TournamentSubmitReply | null> {
  const moved = await answerAndMoveOn(
    ctx,
    readAttempt,
    {
      gameId: input.game_id,
      userId: user.id,
      questionId: input.question_id,
      answerId: input.answer_id,
    },
    (game, { t }, now) =>
      isExpired(game, t, now, ctx.config.rules)
        ? null
        : { remaining: remainingAt(game, t, now), pointsIfCorrect: POINTS_PER_CORRECT },
  );
  if (!moved) return null;
  const { game, next, mode, now } = moved;
  const state = playingState(ctx, game, mode.t, lang, now, {
    screen: await onScreen(ctx, ctx.db, game, next, lang),
    played: mode.attempts,
    wallet: mode.wallet,
  });
  return { ...state, is_correct: moved.isCorrect, timed_out: false, question_finished: false };
}
