import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { questionOptions, questions, topics } from '../topics/tables';
import { servableQuestion } from '../topics';

/** Questions a battle may use: served ones of published topics, never retired or held by reports. */
const battleQuestion = (ctx: AppContext, topicId: number | null) =>
  and(
    servableQuestion(ctx.config.rules.reportsHoldQuestion),
    eq(topics.published, true),
    topicId === null ? undefined : eq(questions.topicId, topicId),
  );

/**
 * Refuses a queue or an invitation that could never start: an unknown or unpublished topic (404),
 * or one with fewer questions than a battle plays (409).
 */
export async function checkBattleTopic(ctx: AppContext, db: DbOrTx, topicId: number | null) {
  if (topicId !== null) {
    const [topic] = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.id, topicId), eq(topics.published, true)));
    if (!topic) throw notFound('Topic');
  }
  const need = ctx.config.rules.battleQuestions;
  const some = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(battleQuestion(ctx, topicId))
    .limit(need);
  const have = some.length;
  if (have < need) {
    throw new AppError(
      have === 0 ? 'no_question_found' : 'not_enough_questions',
      have === 0 ? 'No Question Found.' : `Only ${have} questions, fewer than a battle's ${need}`,
    );
  }
}

export interface BattleQuestionPick {
  questionId: number;
  correctId: number;
  wrongIds: number[];
}

/** The battle's questions in their order, with each one's options (the bot needs them). */
export async function pickBattleQuestions(
  ctx: AppContext,
  db: DbOrTx,
  topicId: number | null,
): Promise<BattleQuestionPick[]> {
  const picked = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(battleQuestion(ctx, topicId))
    .orderBy(sql`random()`)
    .limit(ctx.config.rules.battleQuestions);
  if (picked.length < ctx.config.rules.battleQuestions) await checkBattleTopic(ctx, db, topicId);
  const ids = picked.map((q) => q.id);
  const options = await db
    .select({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      isCorrect: questionOptions.isCorrect,
    })
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, ids));
  return ids.map((questionId) => {
    const own = options.filter((o) => o.questionId === questionId);
    const correct = own.find((o) => o.isCorrect);
    if (!correct) throw new Error(`question ${questionId} has no correct option`);
    return {
      questionId,
      correctId: correct.id,
      wrongIds: own.filter((o) => !o.isCorrect).map((o) => o.id),
    };
  });
}
