import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { questionOptions, questions } from './tables';
import { inLanguage, type Language } from '../../lib/language';
import { type QuestionContent, questionCacheOf } from './question-cache';

/** What a player reads of a question: its text and options in their language (see inLanguage). */
export function inPlayerLanguage(q: QuestionContent, lang: Language) {
  return {
    questionValue: inLanguage(lang, q.questionValue, q.questionValueMm),
    options: q.options.map((o) => ({ id: o.id, value: inLanguage(lang, o.value, o.valueMm) })),
  };
}

// Here, with the questions' owner (issue 34): every mode reads questions through the engine,
// which re-exports correctOptionId, and an editor's change drops the copy (forgetQuestion).

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
  const hit = questionCacheOf(ctx).get(questionId);
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
  questionCacheOf(ctx).set(questionId, content);
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

/** Drops this process's copy of a question after an editor changed or retired it. */
export function forgetQuestion(ctx: AppContext, questionId: number): void {
  questionCacheOf(ctx).delete(questionId);
}
