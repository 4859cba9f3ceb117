import type { AppContext, AuthUser } from '../../context';
import { notFound } from '../../lib/errors';
import { wasServedTo } from '../engine';
import { recordReport } from '../topics';

/**
 * A player's report of a bad question. Only a question this player was served may be reported
 * (in any mode): otherwise a few accounts could hold back any question by its id, unpublished
 * ones included. Anything else is "not found", the same as an id that does not exist, so a
 * report tells nobody which ids are questions. Reporting the same question again is accepted
 * and keeps the one report (the unique index counts each player once).
 */
export async function reportQuestion(
  ctx: AppContext,
  user: AuthUser,
  questionId: number,
  type: 'wrong_question' | 'wrong_answer' | 'others',
): Promise<{ reported: boolean; already: boolean }> {
  // Served rows are only ever added, so the check needs no lock against the report's write.
  if (!(await wasServedTo(ctx.db, user.id, questionId))) throw notFound('Question');
  // Topics owns questions and their review queue, so it writes the report.
  const { already } = await recordReport(ctx.db, { userId: user.id, questionId, type });
  return { reported: true, already };
}
