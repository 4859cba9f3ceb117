import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Topic } from '../../../contract/topics';
import type { AppContext } from '../../context';
import { categories, topics } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type Language, localized } from '../../lib/language';

export const DEFAULT_TOPIC_IMAGE = '/media/defaults/topic.svg';

/**
 * Topic cards with the viewer's follow and all-played state, counted in one query. A signed-out
 * viewer (userId null) follows nothing and has played nothing.
 */
export async function topicCards(
  ctx: AppContext,
  userId: number | null,
  lang: Language,
  where: SQL | undefined,
): Promise<Topic[]> {
  const uid = userId ?? 0;
  const rows = await ctx.db
    .select({
      id: topics.id,
      name: topics.name,
      nameMm: topics.nameMm,
      imageUrl: topics.imageUrl,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryNameMm: categories.nameMm,
      followerCount: sql<number>`(select count(*)::int from topic_follows f where f.topic_id = ${topics.id})`,
      following: sql<boolean>`exists(select 1 from topic_follows f where f.topic_id = ${topics.id} and f.user_id = ${uid})`,
      questionCount: sql<number>`(select count(*)::int from questions q where q.topic_id = ${topics.id} and q.active)`,
      answeredCount: sql<number>`(select count(*)::int from question_history h where h.topic_id = ${topics.id} and h.user_id = ${uid})`,
    })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(where)
    .orderBy(asc(categories.sortOrder), asc(topics.sortOrder), asc(topics.id));
  return rows.map((r) => ({
    topic_id: r.id,
    id: r.id,
    name: localized(lang, r.name, r.nameMm),
    image_url: r.imageUrl ?? DEFAULT_TOPIC_IMAGE,
    category_id: r.categoryId,
    category_name: localized(lang, r.categoryName, r.categoryNameMm),
    following: r.following,
    all_played: r.questionCount > 0 && r.answeredCount >= r.questionCount,
    follower_count: r.followerCount,
  }));
}

export async function listTopics(
  ctx: AppContext,
  userId: number | null,
  lang: Language,
  categoryId: number | undefined,
): Promise<Topic[]> {
  if (categoryId === undefined) return topicCards(ctx, userId, lang, undefined);
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw notFound('Category');
  return topicCards(ctx, userId, lang, eq(topics.categoryId, categoryId));
}

export const listTopTopics = (ctx: AppContext, userId: number | null, lang: Language) =>
  topicCards(ctx, userId, lang, and(eq(topics.isTop, true)));
