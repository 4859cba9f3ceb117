import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerOutcome, GameState, TopicResult } from '@contract/gameplay';
import type { AppContext } from '../../context';
import { type DbOrTx, queryRows } from '../../db/client';
import { categories, questionOptions, questions, topics } from '../topics/tables';
import { questionHistory } from './tables';
import { users } from '../users/tables';
import { type Language, localized } from '../../lib/language';
import { getBalance } from '../wallet';
import { levelOf, pointsToNextLevel } from '../users';
import { servableQuestion } from '../topics';
import {
  type GameQuestionRow,
  type GameRow,
  correctOptionId,
  currentQuestion,
  questionView,
} from '../engine';

async function answerOutcome(
  ctx: AppContext,
  db: DbOrTx,
  gq: GameQuestionRow,
): Promise<AnswerOutcome | null> {
  if (!gq.answeredAt) return null;
  return {
    answer_id: gq.answerOptionId,
    is_correct: gq.isCorrect === true,
    timed_out: gq.timedOut,
    correct_answer_id: gq.answerRevealed ? await correctOptionId(ctx, gq.questionId, db) : null,
    points: gq.points,
    try_again_used: gq.tryAgainUsed,
  };
}

/** The topic result a finished game shows: totals, topic progress, level and the next topic. */
export async function topicResult(db: DbOrTx, game: GameRow, lang: Language): Promise<TopicResult> {
  const topicId = game.topicId ?? 0;
  const [progress] = await queryRows<{ total: number; correct: number }>(
    db,
    sql`select
      (select count(*)::int from questions q where q.topic_id = ${topicId} and q.active) as total,
      (select count(*)::int from question_history h
        where h.topic_id = ${topicId} and h.user_id = ${game.userId} and h.first_correct_at is not null) as correct`,
  );
  const [user] = await db
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, game.userId));
  const next = await nextTopic(db, topicId, lang);
  const points = user?.points ?? 0;
  const total = progress?.total ?? 0;
  return {
    total_correct: game.totalCorrect,
    total_quiz: game.questionCount,
    points: game.points,
    progress_topic: total > 0 ? Math.min(1, (progress?.correct ?? 0) / total) : 0,
    level: levelOf(points),
    next_level: pointsToNextLevel(points),
    next_topic_id: next?.id ?? null,
    next_topic_category: next?.category ?? null,
    next_topic_title: next?.title ?? null,
  };
}

/** The topic after this one in its category (wrapping round to the first), or null if alone. */
async function nextTopic(db: DbOrTx, topicId: number, lang: Language) {
  const [current] = await db.select().from(topics).where(eq(topics.id, topicId));
  if (!current) return null;
  const siblings = await db
    .select({
      id: topics.id,
      name: topics.name,
      nameMm: topics.nameMm,
      sortOrder: topics.sortOrder,
      category: categories.name,
      categoryMm: categories.nameMm,
    })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(eq(topics.categoryId, current.categoryId))
    .orderBy(asc(topics.sortOrder), asc(topics.id));
  const index = siblings.findIndex((t) => t.id === topicId);
  const next = siblings.length > 1 ? siblings[(index + 1) % siblings.length] : undefined;
  if (!next) return null;
  return {
    id: next.id,
    title: localized(lang, next.name, next.nameMm),
    category: localized(lang, next.category, next.categoryMm),
  };
}

/** Everything the game screen needs to draw itself, e.g. after a reload. */
export async function gameState(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  lang: Language,
  now = new Date(),
): Promise<GameState> {
  const rules = ctx.config.rules;
  const gq = await currentQuestion(db, game);
  const [topic] = await db
    .select({ name: topics.name, nameMm: topics.nameMm })
    .from(topics)
    .where(eq(topics.id, game.topicId ?? 0));
  const finished = game.status === 'finished';
  return {
    game_id: game.id,
    topic_id: game.topicId ?? 0,
    topic_name: topic ? localized(lang, topic.name, topic.nameMm) : '',
    status: game.status,
    total_quiz: game.questionCount,
    total_correct: game.totalCorrect,
    points: game.points,
    question: await questionView(ctx, db, game, gq, now, lang),
    answer: await answerOutcome(ctx, db, gq),
    tried_option_id: gq.triedOptionId,
    question_finished: finished,
    result: finished ? await topicResult(db, game, lang) : null,
    wallet: await getBalance(db, game.userId),
    try_again_coin_amount: rules.tryAgainCoins,
    fifty_fifty_coin_amount: rules.fiftyFiftyCoins,
    get_answer_gem_amount: rules.getAnswerGems,
  };
}

/**
 * The questions of a new topic game: ones the player has not yet answered correctly first, then
 * the rest, random within each group.
 */
export async function pickTopicQuestions(
  db: DbOrTx,
  userId: number,
  topicId: number,
  count: number,
  holdAt: number,
) {
  const picked = await db
    .select({ id: questions.id })
    .from(questions)
    .leftJoin(
      questionHistory,
      and(eq(questionHistory.questionId, questions.id), eq(questionHistory.userId, userId)),
    )
    .where(and(eq(questions.topicId, topicId), servableQuestion(holdAt)))
    .orderBy(sql`(${questionHistory.firstCorrectAt} is not null)`, sql`random()`)
    .limit(count);
  if (picked.length === 0) return [];
  const options = await db
    .select({ id: questionOptions.id, questionId: questionOptions.questionId })
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        picked.map((p) => p.id),
      ),
    );
  return picked.map((p) => ({
    questionId: p.id,
    optionIds: options.filter((o) => o.questionId === p.id).map((o) => o.id),
  }));
}
