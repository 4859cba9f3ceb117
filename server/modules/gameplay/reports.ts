import { and, eq } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../../context';
import { questionReports } from './tables';
import { questions } from '../topics/tables';
import { notFound } from '../../lib/errors';

/** A player's report of a bad question; reporting the same question twice keeps one report. */
export async function reportQuestion(
  ctx: AppContext,
  user: AuthUser,
  questionId: number,
  type: 'wrong_question' | 'wrong_answer' | 'others',
): Promise<{ reported: boolean; already: boolean }> {
  const [question] = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, questionId));
  if (!question) throw notFound('Question');
  const inserted = await ctx.db
    .insert(questionReports)
    .values({ userId: user.id, questionId, type })
    .onConflictDoNothing()
    .returning({ id: questionReports.id });
  if (inserted.length === 0) {
    await ctx.db
      .update(questionReports)
      .set({ type })
      .where(and(eq(questionReports.userId, user.id), eq(questionReports.questionId, questionId)));
  }
  return { reported: true, already: inserted.length === 0 };
}
