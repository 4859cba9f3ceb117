import { and, asc, eq } from 'drizzle-orm';
import type { TournamentReviewReply } from '@contract/tournaments';
import type { AppContext, AuthUser } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { type Language, localized } from '../../lib/language';
import { answeredQuestions } from '../engine';
import { games } from '../engine/tables';
import { endedByClock } from './attempt-state';
import { statusOf } from './service';
import { tournaments } from './tables';

/**
 * The player's own finished attempts of a tournament, each question with the option picked and
 * the right one. Only once the tournament has ended: while it runs every player gets the same
 * questions, so the right options would travel from one player to the next.
 */
export async function reviewAnswers(
  ctx: AppContext,
  user: AuthUser,
  tournamentId: number,
  lang: Language,
): Promise<TournamentReviewReply> {
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!t) throw notFound('Tournament');
  if (statusOf(t, new Date()) !== 'ended') {
    throw new AppError('review_not_open', 'The answers are shown once the tournament has ended');
  }
  const attempts = await ctx.db
    .select()
    .from(games)
    .where(
      and(
        eq(games.tournamentId, t.id),
        eq(games.userId, user.id),
        eq(games.kind, 'tournament'),
        eq(games.status, 'finished'),
      ),
    )
    .orderBy(asc(games.id));
  const reviewed: TournamentReviewReply['attempts'] = [];
  for (const game of attempts) {
    const questions = await answeredQuestions(ctx, ctx.db, game, lang);
    const stoppedOn = questions.find((q) => q.question.question_no === game.currentPosition + 1);
    reviewed.push({
      game_id: game.id,
      score: game.points,
      total_correct: game.totalCorrect,
      total_quiz: game.questionCount,
      timed_out: endedByClock(game, stoppedOn?.answered ?? false),
      finished_at: game.finishedAt?.toISOString() ?? null,
      questions: questions.map((q) => ({
        question: q.question,
        answer_id: q.answerId,
        is_correct: q.isCorrect,
        correct_answer_id: q.correctId,
      })),
    });
  }
  return {
    tournament_id: t.id,
    tournament_name: localized(lang, t.name, t.nameMm),
    attempts: reviewed,
  };
}
