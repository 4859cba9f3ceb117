import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { questionOptions, questions } from '../topics/tables';
import { inLanguage, type Language } from '../../lib/language';
import type { QuestionContent } from './question-cache';

/** What a player reads of a question: its text and options in their language (see inLanguage). */
export function inPlayerLanguage(q: QuestionContent, lang: Language) {
  return {
    questionValue: inLanguage(lang, q.questionValue, q.questionValueMm),
    options: q.options.map((o) => ({ id: o.id, value: inLanguage(lang, o.value, o.valueMm) })),
  };
}

/**
 * The one reader of a question and its options, every mode's. `db` is the caller's transaction when
 * it holds one (so it has no default): a read on another connection would wait for that
 * transaction on PGlite (one connection) forever, and take a second pool connection on PostgreSQL.
 */
export async function questionContent(
  ctx: AppContext,
  questionId: number,
  db: DbOrTx,
): Promise<QuestionContent> {
  const hit = ctx.questionCache.get(questionId);
  if (hit) return hit;
  const rows = await db
    .select({
      id: questions.id,
      type: questions.type,
      srcUrl: questions.srcUrl,
      questionValue: questions.questionValue,
      questionValueMm: questions.questionValueMm,
      timer: questions.timer,
      optionId: questionOptions.id,
      optionValue: questionOptions.value,
      optionValueMm: questionOptions.valueMm,
      isCorrect: questionOptions.isCorrect,
    })
    .from(questions)
    .innerJoin(questionOptions, eq(questionOptions.questionId, questions.id))
    .where(eq(questions.id, questionId));
  const first = rows[0];
  const correct = rows.find((r) => r.isCorrect);
  if (!first || !correct)
    throw new Error(`question ${questionId} is missing or has no correct option`);
  const content: QuestionContent = {
    id: first.id,
    type: first.type,
    srcUrl: first.srcUrl,
    questionValue: first.questionValue,
    questionValueMm: first.questionValueMm,
    timer: first.timer,
    options: rows.map((r) => ({ id: r.optionId, value: r.optionValue, valueMm: r.optionValueMm })),
    correctId: correct.optionId,
  };
  ctx.questionCache.set(questionId, content);
  return content;
}

/** The right option's id; `db` as for questionContent. */
export async function correctOptionId(
  ctx: AppContext,
  questionId: number,
  db: DbOrTx,
): Promise<number> {
  return (await questionContent(ctx, questionId, db)).correctId;
}
