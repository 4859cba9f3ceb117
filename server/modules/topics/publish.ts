import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, questionOptions, questions, topics } from '../../db/schema';
import { broadcastNewTopic } from '../notifications/broadcast';
import {
  type ContentCategory,
  ContentFileError,
  type ContentTopic,
  questionKey,
} from './content-file';

export interface PublishSummary {
  categories_created: number;
  topics_created: number;
  /** Questions of new topics and those added to existing ones. */
  questions_added: number;
  players_notified: number;
}

// Any constant works: the same in every process that writes content (seed, content import).
const CONTENT_LOCK = 727_201;

/**
 * Makes the caller's transaction the only one writing content until it ends, so two imports, or
 * an import and a first-start seed, never both see a slug as missing and insert it twice.
 */
export async function lockContent(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
}

// After the existing ones; on an empty database that numbers the seed's in file order.
const nextSortOrder = async (tx: Tx, table: typeof categories | typeof topics, where?: SQL) => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${table.sortOrder}) + 1, 0)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};

async function insertQuestions(tx: Tx, topicId: number, list: ContentTopic['questions']) {
  if (list.length === 0) return;
  const inserted = await tx
    .insert(questions)
    .values(
      list.map((q) => ({
        topicId,
        type: q.type ?? ('text' as const),
        questionValue: q.q,
        srcUrl: q.src ?? null,
        language: q.language ?? 'en',
        difficulty: q.difficulty ?? 1,
      })),
    )
    .returning({ id: questions.id });
  await tx.insert(questionOptions).values(
    list.flatMap((q, qi) =>
      q.options.map((o, position) => ({
        questionId: inserted[qi]!.id,
        value: o.value,
        isCorrect: o.correct === true,
        position,
      })),
    ),
  );
}

/** The category's id, inserted after the existing ones when its slug is new. */
async function ensureCategory(
  tx: Tx,
  cat: ContentCategory,
): Promise<{ id: number; created: boolean }> {
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, cat.slug));
  if (found) return { id: found.id, created: false };
  const [row] = await tx
    .insert(categories)
    .values({
      slug: cat.slug,
      name: cat.name,
      nameMm: cat.nameMm,
      isBcs: cat.isBcs ?? false,
      sortOrder: await nextSortOrder(tx, categories),
      imageUrl: `/media/categories/${cat.slug}.svg`,
    })
    .returning({ id: categories.id });
  return { id: row!.id, created: true };
}

/** The questions of the file that the topic does not have yet, added; how many. */
async function addMissingQuestions(tx: Tx, topicId: number, list: ContentTopic['questions']) {
  const have = await tx
    .select({ q: questions.questionValue, src: questions.srcUrl })
    .from(questions)
    .where(eq(questions.topicId, topicId));
  const known = new Set(have.map(questionKey));
  const added = list.filter((q) => !known.has(questionKey(q)));
  await insertQuestions(tx, topicId, added);
  return added.length;
}

/**
 * Adds content in the caller's transaction, keyed on slugs so a file can be imported again: a
 * category or topic that exists keeps its data, an existing topic gains only the questions it
 * does not have yet, and each new topic is announced to the players who want to hear of new
 * topics (`announce: false` for the first-start seed: demo content is nobody's news). New ones go
 * after the existing ones; covers are the app's own drawings, labelled with the name. Throws
 * ContentFileError, for the caller to roll back, when the file puts an existing topic in another
 * category: moving it is not what an import does, and it would leave an empty category behind.
 */
export async function publishContent(
  tx: Tx,
  content: ContentCategory[],
  opts: { announce: boolean } = { announce: true },
): Promise<PublishSummary> {
  await lockContent(tx);
  const summary: PublishSummary = {
    categories_created: 0,
    topics_created: 0,
    questions_added: 0,
    players_notified: 0,
  };
  for (const [ci, cat] of content.entries()) {
    const category = await ensureCategory(tx, cat);
    if (category.created) summary.categories_created += 1;
    for (const [ti, topic] of cat.topics.entries()) {
      const [existing] = await tx
        .select({ id: topics.id, categoryId: topics.categoryId })
        .from(topics)
        .where(eq(topics.slug, topic.slug));
      if (existing && existing.categoryId !== category.id)
        throw new ContentFileError(
          `[${ci}].topics[${ti}].slug: topic ${topic.slug} is in another category, not in ${cat.slug}`,
        );
      if (existing) {
        summary.questions_added += await addMissingQuestions(tx, existing.id, topic.questions);
        continue;
      }
      const [row] = await tx
        .insert(topics)
        .values({
          categoryId: category.id,
          slug: topic.slug,
          name: topic.name,
          nameMm: topic.nameMm,
          isTop: topic.isTop ?? false,
          sortOrder: await nextSortOrder(tx, topics, eq(topics.categoryId, category.id)),
          imageUrl: `/media/topics/${topic.slug}.svg`,
        })
        .returning({ id: topics.id, name: topics.name, nameMm: topics.nameMm });
      await insertQuestions(tx, row!.id, topic.questions);
      summary.topics_created += 1;
      summary.questions_added += topic.questions.length;
      if (opts.announce) summary.players_notified += await broadcastNewTopic(tx, row!);
    }
  }
  return summary;
}
