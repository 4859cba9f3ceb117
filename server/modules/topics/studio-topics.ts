import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  CategoryWrite,
  StudioCategory,
  StudioTopic,
  StudioTopicsQuery,
  StudioTopicsReply,
  TopicWrite,
} from '@contract/console-studio';
import type { DbOrTx, Tx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { toUnicode } from '../../lib/zawgyi';
import { versionedMediaUrl } from '../media';
import { lockContent } from './publish';
import { type Announce, lockTopic, setPublished } from './publish-topic';
import { categories, topics } from './tables';

/** A studio write's rows before and after, for the console's audit row. */
export interface Change<T> {
  before: T | null;
  after: T;
}

/** Myanmar as stored: Unicode, and null for an empty field. */
export const unicodeOrNull = (text: string | null | undefined) =>
  text ? toUnicode(text).text : null;

const DEFAULT_TOPIC_IMAGE = '/media/defaults/topic.svg';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Qualified by hand: in a one-table select Drizzle prints ${categories.id} as a bare "id".
const topicCount = sql<number>`(select count(*)::int from topics t where t.category_id = categories.id)`;

export async function listStudioCategories(db: DbOrTx): Promise<StudioCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name_en: categories.name,
      name_mm: categories.nameMm,
      topic_count: topicCount,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows;
}

async function studioCategory(db: DbOrTx, id: number): Promise<StudioCategory> {
  const [row] = (await listStudioCategories(db)).filter((c) => c.id === id);
  if (!row) throw notFound('Category');
  return row;
}

/** Slugs name pictures and links: one owner each. Checked under the content lock. */
async function assertSlugFree(
  tx: Tx,
  table: typeof categories | typeof topics,
  slug: string,
  id?: number,
) {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), id === undefined ? undefined : ne(table.id, id)));
  if (taken) throw fieldError('slug', 'is taken');
}

export async function createCategory(
  tx: Tx,
  input: CategoryWrite,
): Promise<Change<StudioCategory>> {
  await lockContent(tx);
  await assertSlugFree(tx, categories, input.slug);
  const [next] = await tx
    .select({ n: sql<number>`coalesce(max(${categories.sortOrder}) + 1, 0)::int` })
    .from(categories);
  const [row] = await tx
    .insert(categories)
    .values({
      slug: input.slug,
      name: input.name_en,
      nameMm: unicodeOrNull(input.name_mm),
      sortOrder: next?.n ?? 0,
      imageUrl: `/media/categories/${input.slug}.svg`,
    })
    .returning({ id: categories.id });
  return { before: null, after: await studioCategory(tx, row!.id) };
}

export async function updateCategory(
  tx: Tx,
  id: number,
  input: CategoryWrite,
): Promise<Change<StudioCategory>> {
  await lockContent(tx);
  const before = await studioCategory(tx, id);
  await assertSlugFree(tx, categories, input.slug, id);
  await tx
    .update(categories)
    .set({ slug: input.slug, name: input.name_en, nameMm: unicodeOrNull(input.name_mm) })
    .where(eq(categories.id, id));
  return { before, after: await studioCategory(tx, id) };
}

const topicColumns = {
  id: topics.id,
  slug: topics.slug,
  category_id: topics.categoryId,
  category_en: categories.name,
  name_en: topics.name,
  name_mm: topics.nameMm,
  imageUrl: topics.imageUrl,
  published: topics.published,
  active_questions: sql<number>`(select count(*)::int from questions q where q.topic_id = ${topics.id} and q.active)`,
  retired_questions: sql<number>`(select count(*)::int from questions q where q.topic_id = ${topics.id} and not q.active)`,
};

const asStudioTopic = ({
  imageUrl,
  ...row
}: { imageUrl: string | null } & Omit<StudioTopic, 'image_url'>) => ({
  ...row,
  image_url: versionedMediaUrl(imageUrl ?? DEFAULT_TOPIC_IMAGE),
});

export async function listStudioTopics(
  db: DbOrTx,
  query: StudioTopicsQuery,
): Promise<StudioTopicsReply> {
  const filters: SQL[] = [];
  if (query.category_id) filters.push(eq(topics.categoryId, query.category_id));
  if (query.published) filters.push(eq(topics.published, query.published === 'yes'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const text = or(ilike(topics.slug, like), ilike(topics.name, like), ilike(topics.nameMm, like));
    if (text) filters.push(text);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(topics).where(where);
  const rows = await db
    .select(topicColumns)
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(where)
    .orderBy(asc(categories.sortOrder), asc(topics.sortOrder), asc(topics.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    topics: rows.map(asStudioTopic),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function studioTopic(db: DbOrTx, id: number): Promise<StudioTopic> {
  const [row] = await db
    .select(topicColumns)
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(eq(topics.id, id));
  if (!row) throw notFound('Topic');
  return asStudioTopic(row);
}

async function assertCategory(tx: Tx, categoryId: number) {
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!found) throw fieldError('category_id', 'is not a category');
}

/** A new topic is unpublished: players see it once staff publish it, questions written. */
export async function createTopic(tx: Tx, input: TopicWrite): Promise<Change<StudioTopic>> {
  await lockContent(tx);
  await assertCategory(tx, input.category_id);
  await assertSlugFree(tx, topics, input.slug);
  const [next] = await tx
    .select({ n: sql<number>`coalesce(max(${topics.sortOrder}) + 1, 0)::int` })
    .from(topics)
    .where(eq(topics.categoryId, input.category_id));
  const [row] = await tx
    .insert(topics)
    .values({
      categoryId: input.category_id,
      slug: input.slug,
      name: input.name_en,
      nameMm: unicodeOrNull(input.name_mm),
      sortOrder: next?.n ?? 0,
      imageUrl: `/media/topics/${input.slug}.svg`,
      published: false,
    })
    .returning({ id: topics.id });
  return { before: null, after: await studioTopic(tx, row!.id) };
}

export async function updateTopic(
  tx: Tx,
  id: number,
  input: TopicWrite,
): Promise<Change<StudioTopic>> {
  await lockContent(tx);
  const before = await studioTopic(tx, id);
  await assertCategory(tx, input.category_id);
  await assertSlugFree(tx, topics, input.slug, id);
  await tx
    .update(topics)
    .set({
      categoryId: input.category_id,
      slug: input.slug,
      name: input.name_en,
      nameMm: unicodeOrNull(input.name_mm),
    })
    .where(eq(topics.id, id));
  return { before, after: await studioTopic(tx, id) };
}

/** Publishes or unpublishes a topic from the studio (publish-topic.ts), with its before and after. */
export async function setTopicPublished(
  tx: Tx,
  id: number,
  published: boolean,
  announce: Announce,
): Promise<Change<StudioTopic>> {
  await lockTopic(tx, id);
  const before = await studioTopic(tx, id);
  await setPublished(tx, id, published, announce);
  return { before, after: await studioTopic(tx, id) };
}

/** Points the topic's cover at an uploaded picture (studio-images.ts). */
export async function setTopicCover(
  tx: Tx,
  id: number,
  imageUrl: string,
): Promise<Change<StudioTopic>> {
  const before = await studioTopic(tx, id);
  await tx.update(topics).set({ imageUrl }).where(eq(topics.id, id));
  return { before, after: await studioTopic(tx, id) };
}
