import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, questionOptions, questions, topics } from './tables';
import { broadcastNewTopic } from '../notifications';
import {
  type ContentCategory,
  ContentFileError,
  type ContentTopic,
  questionKeys,
} from './content-file';

export interface PublishSummary {
  categories_created: number;
  topics_created: number;
  /** Questions of new topics and those added to existing ones. */
  questions_added: number;
  /** Existing questions that gained a translation (of their text or of an option) from the file. */
  questions_translated: number;
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
        questionValueMm: q.qMm ?? null,
        srcUrl: q.src ?? null,
        difficulty: q.difficulty ?? 1,
      })),
    )
    .returning({ id: questions.id });
  await tx.insert(questionOptions).values(
    list.flatMap((q, qi) =>
      q.options.map((o, position) => ({
        questionId: inserted[qi]!.id,
        value: o.value,
        valueMm: o.valueMm ?? null,
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
  if (found) {
    if (cat.nameMm)
      await tx
        .update(categories)
        .set({ nameMm: cat.nameMm })
        .where(and(eq(categories.id, found.id), isNull(categories.nameMm)));
    return { id: found.id, created: false };
  }
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

type FileQuestion = ContentTopic['questions'][number];
interface StoredOption {
  id: number;
  value: string | null;
  valueMm: string | null;
  isCorrect: boolean;
  position: number;
}
interface StoredQuestion {
  id: number;
  q: string | null;
  qMm: string | null;
  src: string | null;
  options: StoredOption[];
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

const correctAt = (list: { correct?: boolean; isCorrect?: boolean }[]) =>
  list.findIndex((x) => x.correct === true || x.isCorrect === true);

/**
 * The stored option a file option translates: the one that reads the same in either language,
 * else the one at its place when the stored question has the file's options in the same places
 * (same count, same correct one), as a question written in one language and then translated has.
 */
function storedOptionOf(stored: StoredQuestion, file: FileQuestion, index: number) {
  const o = file.options[index]!;
  const byText = stored.options.find((s) => same(s.value, o.value) || same(s.valueMm, o.valueMm));
  if (byText) return byText;
  const inPlace =
    stored.options.length === file.options.length &&
    correctAt(stored.options) === correctAt(file.options);
  return inPlace ? stored.options.find((s) => s.position === index) : undefined;
}

/**
 * Fills what the stored question lacks (its English or Myanmar text, an option's) from the file,
 * never replacing a text it has; whether anything changed. Read and written under the content
 * lock, which every writer of questions takes.
 */
async function addTranslations(tx: Tx, stored: StoredQuestion, file: FileQuestion) {
  let changed = false;
  const text = {
    ...(stored.q === null ? { questionValue: file.q } : {}),
    ...(stored.qMm === null && file.qMm ? { questionValueMm: file.qMm } : {}),
  };
  if (Object.keys(text).length > 0) {
    await tx.update(questions).set(text).where(eq(questions.id, stored.id));
    changed = true;
  }
  for (const [index, o] of file.options.entries()) {
    const target = storedOptionOf(stored, file, index);
    if (!target) continue;
    const value = {
      ...(target.value === null ? { value: o.value } : {}),
      ...(target.valueMm === null && o.valueMm ? { valueMm: o.valueMm } : {}),
    };
    if (Object.keys(value).length === 0) continue;
    await tx.update(questionOptions).set(value).where(eq(questionOptions.id, target.id));
    changed = true;
  }
  return changed;
}

/** The topic's questions with their options, in two reads however many there are. */
async function storedQuestions(tx: Tx, topicId: number): Promise<StoredQuestion[]> {
  const have = await tx
    .select({
      id: questions.id,
      q: questions.questionValue,
      qMm: questions.questionValueMm,
      src: questions.srcUrl,
    })
    .from(questions)
    .where(eq(questions.topicId, topicId));
  const options = await tx
    .select({
      questionId: questionOptions.questionId,
      id: questionOptions.id,
      value: questionOptions.value,
      valueMm: questionOptions.valueMm,
      isCorrect: questionOptions.isCorrect,
      position: questionOptions.position,
    })
    .from(questionOptions)
    .innerJoin(questions, eq(questions.id, questionOptions.questionId))
    .where(eq(questions.topicId, topicId));
  return have.map((h) => ({ ...h, options: options.filter((o) => o.questionId === h.id) }));
}

/**
 * The questions of the file that the topic does not have yet, added; those it has (the same text
 * in either language) gain the translations they lack. How many of each.
 */
async function mergeQuestions(tx: Tx, topicId: number, list: ContentTopic['questions']) {
  const have = await storedQuestions(tx, topicId);
  const byKey = new Map(have.flatMap((h) => questionKeys(h).map((k) => [k, h] as const)));
  const added: FileQuestion[] = [];
  let translated = 0;
  for (const q of list) {
    const stored = questionKeys(q)
      .map((k) => byKey.get(k))
      .find((found) => found !== undefined);
    if (!stored) added.push(q);
    else if (await addTranslations(tx, stored, q)) translated += 1;
  }
  await insertQuestions(tx, topicId, added);
  return { added: added.length, translated };
}

/**
 * Adds content in the caller's transaction, keyed on slugs so a file can be imported again: a
 * category or topic that exists keeps its data but gains a Myanmar name it lacks, an existing topic gains only the questions it
 * does not have yet (and the translations its questions lack), and each new topic is announced to the players who want to hear of new
 * topics (`announce: false` for the first-start seed: demo content is nobody's news) inside the
 * broadcast hours of `timeZone`, or at 08:00 there. New ones go
 * after the existing ones; covers are the app's own drawings, labelled with the name. Throws
 * ContentFileError, for the caller to roll back, when the file puts an existing topic in another
 * category: moving it is not what an import does, and it would leave an empty category behind.
 */
export async function publishContent(
  tx: Tx,
  content: ContentCategory[],
  opts: { announce: false } | { announce: true; timeZone: string; now?: Date },
): Promise<PublishSummary> {
  await lockContent(tx);
  const summary: PublishSummary = {
    categories_created: 0,
    topics_created: 0,
    questions_added: 0,
    questions_translated: 0,
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
        throw ContentFileError.of([
          {
            path: [ci, 'topics', ti, 'slug'],
            message: `topic ${topic.slug} is in another category, not in ${cat.slug}`,
          },
        ]);
      if (existing) {
        if (topic.nameMm)
          await tx
            .update(topics)
            .set({ nameMm: topic.nameMm })
            .where(and(eq(topics.id, existing.id), isNull(topics.nameMm)));
        const merged = await mergeQuestions(tx, existing.id, topic.questions);
        summary.questions_added += merged.added;
        summary.questions_translated += merged.translated;
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
      if (opts.announce) summary.players_notified += await broadcastNewTopic(tx, row!, opts);
    }
  }
  return summary;
}
