import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { BankQuestion, QuestionBankQuery, QuestionBankReply } from '@contract/console-studio';
import type { DbOrTx } from '../../db/client';
import { gameQuestions } from '../engine/tables';
import { questions, topics } from '../topics/tables';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function bankFilter(query: QuestionBankQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.topic_id) filters.push(eq(questions.topicId, query.topic_id));
  if (query.status !== 'all') filters.push(eq(questions.active, query.status === 'active'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const text = or(ilike(questions.questionValue, like), ilike(questions.questionValueMm, like));
    if (text) filters.push(text);
  }
  return filters.length ? and(...filters) : undefined;
}

interface Use {
  questionId: number;
  served: number;
  correct: number;
}

/**
 * How games used these questions: one grouped read over game_questions by its question index for
 * the whole page, not one count per question (a popular question has many thousand rows).
 */
async function useOf(db: DbOrTx, ids: number[]): Promise<Map<number, Use>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      questionId: gameQuestions.questionId,
      served: count(),
      correct: sql<number>`count(*) filter (where ${gameQuestions.isCorrect})::int`,
    })
    .from(gameQuestions)
    .where(and(inArray(gameQuestions.questionId, ids), isNotNull(gameQuestions.servedAt)))
    .groupBy(gameQuestions.questionId);
  return new Map(rows.map((r) => [r.questionId, r]));
}

/** The question bank: every topic's questions, filtered and paged, with their use in games. */
export async function questionBank(
  db: DbOrTx,
  query: QuestionBankQuery,
): Promise<QuestionBankReply> {
  const where = bankFilter(query);
  const [total] = await db.select({ n: count() }).from(questions).where(where);
  const rows = await db
    .select({
      id: questions.id,
      topic_id: questions.topicId,
      topic_en: topics.name,
      topic_mm: topics.nameMm,
      question_en: questions.questionValue,
      question_mm: questions.questionValueMm,
      difficulty: questions.difficulty,
      active: questions.active,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(where)
    .orderBy(asc(questions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const use = await useOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    questions: rows.map((row): BankQuestion => {
      const { served = 0, correct = 0 } = use.get(row.id) ?? {};
      return { ...row, served, correct, correct_rate: served === 0 ? null : correct / served };
    }),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
