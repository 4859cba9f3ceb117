import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, getTableName, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { categories, questionOptions, questions, topics } from './tables';
import { type Announce, setPublished } from './publish-topic';
import {
  type ContentCategory,
  ContentFileError,
  type ContentTopic,
  questionKeys,
} from '../../lib/content-file';

/** A new topic an import left as a draft, for an editor to publish from the studio. */
export interface DraftTopic {
  id: number;
  slug: string;
  name: string;
}

export interface PublishSummary {
  categories_created: number;
  topics_created: number;
  /** The new topics left as drafts (all of them, unless the caller publishes them). */
  draft_topics: DraftTopic[];
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

/**
 * Questions a statement adds. Every statement of an import runs in its one transaction, on the
 * event loop with PGlite: a chunk keeps each short, and the loop serves other requests between.
 */
const QUESTIONS_PER_STATEMENT = 50;

const columns = (...list: PgColumn[]) =>
  sql.join(
    list.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/**
 * Adds the questions with their options, a chunk per statement. The chunk travels as one JSON
 * parameter that the database unpacks (json_to_recordset): drizzle building a bound parameter per
 * value took seconds of the event loop for a 17,000-question file. Each question's id is drawn
 * first, so that its options are written in the same statement.
 */
async function insertQuestions(tx: Tx, topicId: number, list: ContentTopic['questions']) {
  for (let at = 0; at < list.length; at += QUESTIONS_PER_STATEMENT) {
    if (at > 0) await yieldToEventLoop();
    const chunk = list.slice(at, at + QUESTIONS_PER_STATEMENT).map((q) => ({
      type: q.type ?? 'text',
      q: q.q ?? null,
      q_mm: q.qMm ?? null,
      src: q.src ?? null,
      difficulty: q.difficulty ?? 1,
      options: q.options.map((o, position) => ({
        value: o.value ?? null,
        value_mm: o.valueMm ?? null,
        is_correct: o.correct === true,
        position,
      })),
    }));
    await tx.execute(sql`
      with src as (
        select nextval(pg_get_serial_sequence(${getTableName(questions)}, 'id'))::int as id, x.*
        from json_to_recordset(${JSON.stringify(chunk)}::json)
          as x(type text, q text, q_mm text, src text, difficulty smallint, options json)
      ), added as (
        insert into ${questions} (${columns(
          questions.id,
          questions.topicId,
          questions.type,
          questions.questionValue,
          questions.questionValueMm,
          questions.srcUrl,
          questions.difficulty,
        )})
        overriding system value
        select id, ${topicId}::int, type, q, q_mm, src, difficulty from src
      )
      insert into ${questionOptions} (${columns(
        questionOptions.questionId,
        questionOptions.value,
        questionOptions.valueMm,
        questionOptions.isCorrect,
        questionOptions.position,
      )})
      select src.id, o.value, o.value_mm, o.is_correct, o.position
      from src, json_to_recordset(src.options)
        as o(value text, value_mm text, is_correct boolean, position smallint)`);
  }
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
  // Grouped once: filtering all options for each question was quadratic in the topic's size.
  const byQuestion = new Map<number, StoredOption[]>();
  for (const { questionId, ...o } of options) {
    const list = byQuestion.get(questionId);
    if (list) list.push(o);
    else byQuestion.set(questionId, [o]);
  }
  return have.map((h) => ({ ...h, options: byQuestion.get(h.id) ?? [] }));
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
  for (const [i, q] of list.entries()) {
    if (i > 0 && i % QUESTIONS_PER_STATEMENT === 0) await yieldToEventLoop();
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
 * What becomes of the new topics of a file: drafts an editor reviews and publishes in the studio
 * (the console's import, npm run content:import), or published at once through the studio's own
 * publish, announced (content:import --publish) or not (the first-start seed: demo content is
 * nobody's news).
 */
export type NewTopics =
  | { publish: false }
  | { publish: true; announce: false }
  | { publish: true; announce: true; timeZone: string; now?: Date };

/**
 * Adds content in the caller's transaction, keyed on slugs so a file can be imported again: a
 * category or topic that exists keeps its data but gains a Myanmar name it lacks, an existing
 * topic gains only the questions it does not have yet (and the translations its questions lack).
 * Each new topic is written as a draft, like the studio's; `opts` says whether it is then
 * published through the studio's own publish (publish-topic.ts), which tells the players who want
 * to hear of new topics once, inside the broadcast hours of `timeZone` or at 08:00 there. New ones
 * go after the existing ones; covers are the app's own drawings, labelled with the name. Throws
 * ContentFileError, for the caller to roll back, when the file puts an existing topic in another
 * category: moving it is not what an import does, and it would leave an empty category behind.
 */
export async function publishContent(
  tx: Tx,
  content: ContentCategory[],
  opts: NewTopics,
): Promise<PublishSummary> {
  await lockContent(tx);
  const announce: Announce =
    opts.publish && opts.announce ? { timeZone: opts.timeZone, now: opts.now } : false;
  const summary: PublishSummary = {
    categories_created: 0,
    topics_created: 0,
    draft_topics: [],
    questions_added: 0,
    questions_translated: 0,
    players_notified: 0,
  };
  for (const [ci, cat] of content.entries()) {
    const category = await ensureCategory(tx, cat);
    if (category.created) summary.categories_created += 1;
    for (const [ti, topic] of cat.topics.entries()) {
      await yieldToEventLoop();
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
          // A draft like the studio's: it goes live through the one publish (publish-topic.ts).
          published: false,
        })
        .returning({ id: topics.id });
      await insertQuestions(tx, row!.id, topic.questions);
      summary.topics_created += 1;
      summary.questions_added += topic.questions.length;
      if (opts.publish) summary.players_notified += await setPublished(tx, row!.id, true, announce);
      else summary.draft_topics.push({ id: row!.id, slug: topic.slug, name: topic.name });
    }
  }
  return summary;
}
