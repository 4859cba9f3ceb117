import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  QuestionEdit,
  QuestionReportsQuery,
  QuestionReportsReply,
  QuestionReviewReply,
  QuestionReviewRequest,
} from '@contract/console-reports';
import type { AppContext } from '../../context';
import { forgetQuestion } from './question-content';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { toUnicode } from '../../lib/zawgyi';
import { notifyPlayer } from '../notifications';
import { users } from '../users/tables';
import { questionOptions, questionReports, questions, type ReportType } from './tables';

/**
 * A player's report of a question, one per player and question: reporting again updates it, and
 * reopens it when staff had already reviewed the question (the fix may not have fixed it).
 */
export async function recordReport(
  db: DbOrTx,
  input: { userId: number; questionId: number; type: ReportType; note?: string | null },
): Promise<{ already: boolean }> {
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, input.questionId));
  if (!question) throw notFound('Question');
  const [row] = await db
    .insert(questionReports)
    .values({
      userId: input.userId,
      questionId: input.questionId,
      type: input.type,
      note: input.note ?? null,
    })
    .onConflictDoUpdate({
      target: [questionReports.userId, questionReports.questionId],
      set: {
        type: input.type,
        note: input.note ?? null,
        resolvedAt: null,
        resolution: null,
        resolvedBy: null,
      },
    })
    // xmax is 0 on a freshly inserted row and set on one the conflict updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return { already: row?.inserted !== true };
}

/**
 * Questions a new game may serve: not retired, and not held back for review by `holdAt` or more
 * open reports (game-rules "Operator console"; GAME_RULES.reportsHoldQuestion). Every place that
 * picks questions for a new game (topic play, tournaments, challenges) filters with it.
 */
export function servableQuestion(holdAt: number): SQL {
  return sql`(${questions.active} and (select count(*) from ${questionReports} r
    where r.question_id = ${questions.id} and r.resolved_at is null) < ${holdAt})`;
}

const openReport = isNull(questionReports.resolvedAt);

/**
 * The review queue: questions with open reports, most-reported first (then the oldest report
 * first, so a tie goes to who waited longest), each with its texts, counts by type and reporters.
 */
export async function listQuestionReports(
  db: DbOrTx,
  query: QuestionReportsQuery,
  holdAt: number,
): Promise<QuestionReportsReply> {
  const openCount = count(questionReports.id);
  const groups = await db
    .select({
      questionId: questionReports.questionId,
      openCount,
      firstAt: sql`min(${questionReports.createdAt})`,
    })
    .from(questionReports)
    .where(openReport)
    .groupBy(questionReports.questionId)
    .orderBy(
      desc(openCount),
      asc(sql`min(${questionReports.createdAt})`),
      asc(questionReports.questionId),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${questionReports.questionId})::int` })
    .from(questionReports)
    .where(openReport);
  const page = { total: total?.n ?? 0, page: query.page, per_page: query.per_page };
  if (groups.length === 0) return { reports: [], ...page };

  const ids = groups.map((g) => g.questionId);
  const texts = await db
    .select({
      id: questions.id,
      topicId: questions.topicId,
      en: questions.questionValue,
      mm: questions.questionValueMm,
      active: questions.active,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  const options = await db
    .select({
      questionId: questionOptions.questionId,
      value: questionOptions.value,
      valueMm: questionOptions.valueMm,
      isCorrect: questionOptions.isCorrect,
    })
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, ids))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  const reporters = await db
    .select({
      questionId: questionReports.questionId,
      userId: questionReports.userId,
      name: users.name,
      type: questionReports.type,
      note: questionReports.note,
      at: questionReports.createdAt,
    })
    .from(questionReports)
    .innerJoin(users, eq(users.id, questionReports.userId))
    .where(and(openReport, inArray(questionReports.questionId, ids)))
    .orderBy(asc(questionReports.createdAt), asc(questionReports.id));

  return {
    ...page,
    reports: groups.flatMap((g) => {
      const q = texts.find((t) => t.id === g.questionId);
      if (!q) return [];
      const mine = reporters.filter((r) => r.questionId === g.questionId);
      const choices = options.filter((o) => o.questionId === g.questionId);
      const counts = { wrong_question: 0, wrong_answer: 0, others: 0 };
      for (const r of mine) counts[r.type]++;
      return [
        {
          question_id: q.id,
          topic_id: q.topicId,
          question_en: q.en,
          question_mm: q.mm,
          options: choices.map((o) => ({ value: o.value, value_mm: o.valueMm })),
          correct: choices.findIndex((o) => o.isCorrect) + 1,
          active: q.active,
          open_count: g.openCount,
          counts,
          held: g.openCount >= holdAt,
          reporters: mine.map((r) => ({
            user_id: r.userId,
            name: r.name,
            type: r.type,
            note: r.note,
            reported_at: r.at.toISOString(),
          })),
        },
      ];
    }),
  };
}

/** What the console's audit row records of a review: the question before and after it. */
interface QuestionSnapshot {
  active: boolean;
  question_en: string | null;
  question_mm: string | null;
  options: { value: string | null; value_mm: string | null; correct: boolean }[];
}

async function snapshot(tx: Tx, questionId: number): Promise<QuestionSnapshot> {
  const [q] = await tx
    .select({
      active: questions.active,
      en: questions.questionValue,
      mm: questions.questionValueMm,
    })
    .from(questions)
    .where(eq(questions.id, questionId));
  if (!q) throw notFound('Question');
  const options = await tx
    .select()
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  return {
    active: q.active,
    question_en: q.en,
    question_mm: q.mm,
    options: options.map((o) => ({ value: o.value, value_mm: o.valueMm, correct: o.isCorrect })),
  };
}

const myanmar = (text: string | null) => (text === null ? null : toUnicode(text).text);

/**
 * Edits a question in place: texts and options in both languages and the correct option. Games
 * keep what was answered and scored (game_questions holds the answer, its correctness and
 * points), so nothing a player already has changes. The option rows keep their ids, which games
 * in progress hold in their shuffled order; hence the number of options stays.
 */
async function editQuestion(tx: Tx, questionId: number, edit: QuestionEdit): Promise<void> {
  const options = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  if (options.length !== edit.options.length)
    throw new AppError('validation_failed', 'The given data was invalid.', {
      options: [
        `A fix keeps the question's ${options.length} options; retire it and write a new one to change that`,
      ],
    });
  await tx
    .update(questions)
    .set({ questionValue: edit.question_en, questionValueMm: myanmar(edit.question_mm) })
    .where(eq(questions.id, questionId));
  // The old correct option first: at most one may be correct at any moment (unique index).
  await tx
    .update(questionOptions)
    .set({ isCorrect: false })
    .where(eq(questionOptions.questionId, questionId));
  for (const [i, option] of options.entries()) {
    const value = edit.options[i];
    if (!value) continue;
    await tx
      .update(questionOptions)
      .set({
        value: value.value,
        valueMm: myanmar(value.value_mm),
        isCorrect: i + 1 === edit.correct,
      })
      .where(eq(questionOptions.id, option.id));
  }
}

/** Retires a question: no new game picks it; games that used it keep their results. */
async function retireQuestion(tx: Tx, questionId: number): Promise<void> {
  await tx.update(questions).set({ active: false }).where(eq(questions.id, questionId));
}

export interface ReviewedQuestion extends QuestionReviewReply {
  before: QuestionSnapshot;
  after: QuestionSnapshot;
}

/**
 * Reviews a question: fix, retire or dismiss, closing its open reports; fixing and retiring thank
 * each reporter whose report this closed, in the language they read (a notification keeps its
 * kind and parameters). Runs in the caller's transaction so the console writes its audit row with
 * it. The question's row is locked first: two staff reviewing it at once queue, and the second
 * finds the reports closed, so nobody is thanked twice.
 */
async function reviewQuestion(
  tx: Tx,
  staff: { email: string },
  questionId: number,
  review: QuestionReviewRequest,
): Promise<ReviewedQuestion> {
  const [locked] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, questionId))
    .for('update');
  if (!locked) throw notFound('Question');
  const before = await snapshot(tx, questionId);
  if (review.action === 'fix') await editQuestion(tx, questionId, review.edit);
  if (review.action === 'retire') await retireQuestion(tx, questionId);
  const resolution = ({ fix: 'fixed', retire: 'retired', dismiss: 'dismissed' } as const)[
    review.action
  ];
  const closed = await tx
    .update(questionReports)
    .set({ resolvedAt: new Date(), resolution, resolvedBy: staff.email })
    .where(and(eq(questionReports.questionId, questionId), openReport))
    .returning({ userId: questionReports.userId });
  const thank = review.action === 'dismiss' ? [] : closed;
  await notifyPlayer(
    tx,
    ...thank.map((r) => ({
      userId: r.userId,
      kind: 'question_report_thanks' as const,
      params: {
        question_id: questionId,
        outcome: resolution === 'fixed' ? ('fixed' as const) : ('retired' as const),
      },
    })),
  );
  return {
    question_id: questionId,
    action: review.action,
    closed: closed.length,
    thanked: thank.length,
    before,
    after: await snapshot(tx, questionId),
  };
}

/**
 * reviewQuestion in a transaction of its own (`inSameTx` adds the caller's writes to it, such as
 * the console's audit row), then drops this process's cached copy of the question, so the next
 * game served here reads the fix or the retirement at once instead of after the cache's lifetime.
 * Other processes see it within that lifetime (topics/question-cache.ts).
 */
export async function reviewReportedQuestion(
  ctx: AppContext,
  staff: { email: string },
  questionId: number,
  review: QuestionReviewRequest,
  inSameTx: (tx: Tx, reviewed: ReviewedQuestion) => Promise<void> = async () => undefined,
): Promise<ReviewedQuestion> {
  const reviewed = await ctx.db.transaction(async (tx) => {
    const done = await reviewQuestion(tx, staff, questionId, review);
    await inSameTx(tx, done);
    return done;
  });
  forgetQuestion(ctx, questionId);
  return reviewed;
}
