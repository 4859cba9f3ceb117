import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  QuestionWrite,
  StudioQuestion,
  StudioQuestionsQuery,
  StudioQuestionsReply,
} from '@contract/console-studio';
import type { DbOrTx, Tx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { questionOptions, questions, topics } from './tables';
import { type Change, unicodeOrNull } from './studio-topics';

const questionColumns = {
  id: questions.id,
  topic_id: questions.topicId,
  question_en: questions.questionValue,
  question_mm: questions.questionValueMm,
  srcUrl: questions.srcUrl,
  difficulty: questions.difficulty,
  active: questions.active,
  open_reports: sql<number>`(select count(*)::int from question_reports r where r.question_id = ${questions.id} and r.resolved_at is null)`,
  used: sql<boolean>`exists(select 1 from game_questions g where g.question_id = ${questions.id})`,
};

/** The questions with their options, in the order of `where`'s rows (two reads in all). */
async function questionsWhere(
  db: DbOrTx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<StudioQuestion[]> {
  const base = db.select(questionColumns).from(questions).where(where).orderBy(asc(questions.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  return rows.map(({ srcUrl, ...row }) => ({
    ...row,
    // As stored: the console shows it at the players' sealed address (console-content).
    image_url: srcUrl,
    options: options
      .filter((o) => o.questionId === row.id)
      .map((o) => ({ id: o.id, value: o.value, value_mm: o.valueMm, correct: o.isCorrect })),
  }));
}

export async function studioQuestion(db: DbOrTx, id: number): Promise<StudioQuestion> {
  const [found] = await questionsWhere(db, eq(questions.id, id));
  if (!found) throw notFound('Question');
  return found;
}

export async function listTopicQuestions(
  db: DbOrTx,
  topicId: number,
  query: StudioQuestionsQuery,
): Promise<StudioQuestionsReply> {
  const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
  if (!topic) throw notFound('Topic');
  const where = and(
    eq(questions.topicId, topicId),
    query.status === 'all' ? undefined : eq(questions.active, query.status === 'active'),
  )!;
  const [total] = await db.select({ n: count() }).from(questions).where(where);
  return {
    questions: await questionsWhere(db, where, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

const texts = (input: QuestionWrite) => ({
  questionValue: input.question_en,
  questionValueMm: unicodeOrNull(input.question_mm),
  difficulty: input.difficulty,
});

const optionValues = (input: QuestionWrite, index: number) => {
  const option = input.options[index]!;
  return {
    value: option.value,
    valueMm: unicodeOrNull(option.value_mm),
    isCorrect: index + 1 === input.correct,
    position: index,
  };
};

export async function createQuestion(
  tx: Tx,
  topicId: number,
  write: QuestionWrite,
): Promise<Change<StudioQuestion>> {
  const [topic] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
  if (!topic) throw notFound('Topic');
  const [row] = await tx
    .insert(questions)
    .values({ topicId, ...texts(write) })
    .returning({ id: questions.id });
  await tx
    .insert(questionOptions)
    .values(write.options.map((_, i) => ({ questionId: row!.id, ...optionValues(write, i) })));
  return { before: null, after: await studioQuestion(tx, row!.id) };
}

/**
 * Edits a question in place. Games store each answer with its correctness and points, so no
 * result a player has changes; the option rows keep their ids, which games hold in their order,
 * so a question games used keeps its number of options (retire it and write a new one instead).
 * The row is locked first: two editors saving at once save one after the other.
 */
export async function updateQuestion(
  tx: Tx,
  id: number,
  write: QuestionWrite,
): Promise<Change<StudioQuestion>> {
  const [locked] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, id))
    .for('update');
  if (!locked) throw notFound('Question');
  const before = await studioQuestion(tx, id);
  const had = before.options.length;
  if (before.used && had !== write.options.length)
    throw fieldError(
      'options',
      `Games used this question: keep its ${had} options, or retire it and write a new one`,
    );
  await tx.update(questions).set(texts(write)).where(eq(questions.id, id));
  // The old correct option first: at most one may be correct at any moment (unique index).
  await tx
    .update(questionOptions)
    .set({ isCorrect: false })
    .where(eq(questionOptions.questionId, id));
  for (const [i, option] of before.options.entries()) {
    if (i >= write.options.length) {
      await tx.delete(questionOptions).where(eq(questionOptions.id, option.id));
    } else {
      await tx
        .update(questionOptions)
        .set(optionValues(write, i))
        .where(eq(questionOptions.id, option.id));
    }
  }
  const added = write.options.slice(had).map((_, j) => ({
    questionId: id,
    ...optionValues(write, had + j),
  }));
  if (added.length > 0) await tx.insert(questionOptions).values(added);
  return { before, after: await studioQuestion(tx, id) };
}

/** Makes it an image question showing an uploaded picture (studio-images.ts). */
export async function setQuestionImage(
  tx: Tx,
  id: number,
  srcUrl: string,
): Promise<Change<StudioQuestion>> {
  const before = await studioQuestion(tx, id);
  await tx.update(questions).set({ type: 'image', srcUrl }).where(eq(questions.id, id));
  return { before, after: await studioQuestion(tx, id) };
}
