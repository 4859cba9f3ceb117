import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Category, Topic } from '@contract/topics';
import type { AppContext, AuthUser } from '../../context';
import { categories, categoryFavourites, topicFollows, topics } from './tables';
import { notFound } from '../../lib/errors';
import { type Language, localized } from '../../lib/language';
import { versionedMediaUrl } from '../media';

const DEFAULT_TOPIC_IMAGE = '/media/defaults/topic.svg';

/**
 * Topic cards with the viewer's follow and all-played state, counted in one query. A signed-out
 * viewer (userId null) follows nothing and has played nothing.
 */
async function topicCards(
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
      followerCount: topics.followerCount,
      following: sql<boolean>`exists(select 1 from topic_follows f where f.topic_id = ${topics.id} and f.user_id = ${uid})`,
      questionCount: sql<number>`(select count(*)::int from questions q where q.topic_id = ${topics.id} and q.active)`,
      answeredCount: sql<number>`(select count(*)::int from question_history h where h.topic_id = ${topics.id} and h.user_id = ${uid})`,
    })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    // Players never see a topic the studio has not published (or has unpublished).
    .where(and(eq(topics.published, true), where))
    .orderBy(asc(categories.sortOrder), asc(topics.sortOrder), asc(topics.id));
  return rows.map((r) => ({
    topic_id: r.id,
    id: r.id,
    name: localized(lang, r.name, r.nameMm),
    image_url: versionedMediaUrl(r.imageUrl ?? DEFAULT_TOPIC_IMAGE),
    category_id: r.categoryId,
    category_name: localized(lang, r.categoryName, r.categoryNameMm),
    following: r.following,
    all_played: r.questionCount > 0 && r.answeredCount >= r.questionCount,
    follower_count: r.followerCount,
    question_count: r.questionCount,
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

/** One published topic's card, as the viewer sees it (gameplay's topic details start with it). */
export async function topicCard(
  ctx: AppContext,
  userId: number,
  lang: Language,
  topicId: number,
): Promise<Topic> {
  const [card] = await topicCards(ctx, userId, lang, eq(topics.id, topicId));
  if (!card) throw notFound('Topic');
  return card;
}

/** Sets the follow state (not a toggle): a repeated tap or retry lands in the same state. */
export async function setTopicFollow(
  ctx: AppContext,
  user: AuthUser,
  topicId: number,
  follow: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const [topic] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
    if (!topic) throw notFound('Topic');
    // The counter moves only when a row really came or went, so repeated taps count once.
    const changed = follow
      ? await tx
          .insert(topicFollows)
          .values({ userId: user.id, topicId })
          .onConflictDoNothing()
          .returning({ topicId: topicFollows.topicId })
      : await tx
          .delete(topicFollows)
          .where(and(eq(topicFollows.userId, user.id), eq(topicFollows.topicId, topicId)))
          .returning({ topicId: topicFollows.topicId });
    if (changed.length > 0) {
      await tx
        .update(topics)
        .set({ followerCount: sql`${topics.followerCount} + ${follow ? 1 : -1}` })
        .where(eq(topics.id, topicId));
    }
    return { following: follow };
  });
}

export async function listCategories(
  ctx: AppContext,
  user: AuthUser,
  lang: Language,
): Promise<Category[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      nameMm: categories.nameMm,
      imageUrl: categories.imageUrl,
      following: sql<boolean>`exists(select 1 from category_favourites f where f.category_id = categories.id and f.user_id = ${user.id})`,
      // Qualified by hand: in a one-table select Drizzle prints ${categories.id} as a bare "id".
      topicCount: sql<number>`(select count(*)::int from topics t where t.category_id = categories.id and t.published)`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => ({
    id: r.id,
    name: localized(lang, r.name, r.nameMm),
    image_url: versionedMediaUrl(r.imageUrl ?? DEFAULT_TOPIC_IMAGE),
    following: r.following,
    topic_count: r.topicCount,
  }));
}

/**
 * The spec's remove-favourite-category serves both star states, so it toggles. A transaction lock
 * on this player's (player, category) pair makes concurrent taps toggle one after another without
 * making every player who stars a popular category wait on one shared row.
 */
export async function toggleFavouriteCategory(ctx: AppContext, user: AuthUser, categoryId: number) {
  return ctx.db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!category) throw notFound('Category');
    await tx.execute(sql`select pg_advisory_xact_lock(${user.id}, ${categoryId})`);
    const removed = await tx
      .delete(categoryFavourites)
      .where(
        and(eq(categoryFavourites.userId, user.id), eq(categoryFavourites.categoryId, categoryId)),
      )
      .returning();
    if (removed.length > 0) return { following: false };
    await tx
      .insert(categoryFavourites)
      .values({ userId: user.id, categoryId })
      .onConflictDoNothing();
    return { following: true };
  });
}
