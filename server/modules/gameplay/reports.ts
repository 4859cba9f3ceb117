import type { AppContext, AuthUser } from '../../context';
import { recordReport } from '../topics';

/** A player's report of a bad question; reporting the same question twice keeps one report. */
export async function reportQuestion(
  ctx: AppContext,
  user: AuthUser,
  questionId: number,
  type: 'wrong_question' | 'wrong_answer' | 'others',
): Promise<{ reported: boolean; already: boolean }> {
  // Topics owns questions and their review queue, so it writes the report.
  const { already } = await recordReport(ctx.db, { userId: user.id, questionId, type });
  return { reported: true, already };
}
