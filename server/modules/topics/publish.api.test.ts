import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { categories, notifications, questionOptions, questions, topics } from '../../tables';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { waitForLockWaiter } from '../../../tests/helpers/locks';
import { notificationIn } from '../../../tests/helpers/notifications';
import { type ContentCategory, ContentFileError, parseContentFile } from '../../lib/content-file';
import { type PublishSummary, publishContent } from './publish';
import { setTopicPublished } from './studio-topics';
import { createTopic } from '../../../tests/helpers/factories';
import { createJobQueue } from '../../scheduled-work';
import { startGame } from '@contract/routes/gameplay';
import { publicTopTopics } from '@contract/routes/public';
import {
  categories as categoriesRoute,
  topicDetails,
  topics as topicsRoute,
} from '@contract/routes/topics';
import { saveSettings } from '@contract/routes/users';
import { call } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

// Noon in Dhaka, inside the broadcast hours: new topics are announced at once.
const noon = new Date('2026-11-26T06:00:00Z');
const announce = { publish: true, announce: true, timeZone: config.timezone, now: noon } as const;

/**
 * As npm run content:import -- --publish does: the whole file checked first, then one
 * transaction; `asDrafts` as it does by default.
 */
const importContent = async (json: unknown, { asDrafts = false } = {}) => {
  const content = parseContentFile(json);
  return ctx.db.transaction((tx) =>
    publishContent(tx, content, asDrafts ? { publish: false } : announce),
  );
};

let seq = 0;
const unique = () => `${process.env.VITEST_POOL_ID ?? 0}-${++seq}-${Date.now().toString(36)}`;
const question = (q: string) => ({
  q,
  options: [{ value: 'Nile', correct: true as const }, { value: 'Amazon' }, { value: 'Mekong' }],
});
/** A file with one new category holding one new topic of three questions. */
const newContent = (): ContentCategory[] => {
  const id = unique();
  return [
    {
      slug: `rivers-${id}`,
      name: `Rivers ${id}`,
      nameMm: 'မြစ်များ',
      topics: [
        {
          slug: `long-rivers-${id}`,
          name: `Long rivers ${id}`,
          nameMm: 'ရှည်လျားသော မြစ်များ',
          questions: [question('Longest river?'), question('Oldest river?'), question('Bluest?')],
        },
      ],
    },
  ];
};
const withNewTopics = async (on: boolean) => {
  const player = await signIn(app, config);
  const settings = { daily_updates: false, new_topics: on, new_tournament: false };
  expect((await player.call(saveSettings, { body: settings })).status).toBe(200);
  return player;
};
const newTopicCount = async (player: Player) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        sql`${notifications.userId} = ${player.userId} and ${notifications.kind} = 'new_topic'`,
      )
  )[0]!.n;
const topicBySlug = async (slug: string) =>
  (await ctx.db.select().from(topics).where(eq(topics.slug, slug)))[0];
type FileQuestion = ContentCategory['topics'][number]['questions'][number];
/** A topic's questions by their English: the Myanmar text and each option's [English, Myanmar]. */
const storedTexts = async (topicId: number) => {
  const rows = await ctx.db
    .select({
      q: questions.questionValue,
      mm: questions.questionValueMm,
      value: questionOptions.value,
      valueMm: questionOptions.valueMm,
    })
    .from(questions)
    .innerJoin(questionOptions, eq(questionOptions.questionId, questions.id))
    .where(eq(questions.topicId, topicId))
    .orderBy(questions.id, questionOptions.position);
  const byText = new Map<string | null, { mm: string | null; options: (string | null)[][] }>();
  for (const r of rows) {
    const entry = byText.get(r.q) ?? { mm: r.mm, options: [] };
    entry.options.push([r.value, r.valueMm]);
    byText.set(r.q, entry);
  }
  return byText;
};
const questionCount = async (topicId: number) =>
  (await ctx.db.select().from(questions).where(eq(questions.topicId, topicId))).length;

describe('content import', () => {
  it('publishes a new topic that players find, play and hear of once, if they want to', async () => {
    const wants = await withNewTopics(true);
    const doesNot = await withNewTopics(false);
    const content = newContent();
    const [cat] = content;
    const slug = cat!.topics[0]!.slug;

    expect(await importContent(content)).toEqual({
      categories_created: 1,
      topics_created: 1,
      draft_topics: [],
      questions_added: 3,
      questions_translated: 0,
      players_notified: 1,
    });

    const listed = await wants.call(categoriesRoute);
    const category = listed.body.data.category_list.find((c) => c.name === cat!.name);
    expect(category).toMatchObject({ topic_count: 1 });
    const inCategory = await wants.call(topicsRoute, {
      body: {
        category_id: category!.id,
      },
    });
    const [card] = inCategory.body.data.topics;
    expect(card).toMatchObject({ name: cat!.topics[0]!.name });
    // A cover drawn by the app, like the seeded topics': no words, the name is written beside it.
    expect(card!.image_url).toMatch(new RegExp(`^/media/topics/${slug}\\.svg\\?v=[\\w-]{12}$`));
    const cover = await app.inject({ method: 'GET', url: card!.image_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).not.toContain(cat!.topics[0]!.name.split(' ')[0]);
    const details = await wants.call(topicDetails, { body: { topic_id: card!.id } });
    expect(details.body.data.topic.id).toBe(card!.id);
    const game = await wants.call(startGame, { body: { topic_id: card!.id } });
    expect(game.status).toBe(200);
    expect(['Longest river?', 'Oldest river?', 'Bluest?']).toContain(
      game.body.data.question.question_value,
    );

    expect(await notificationIn(app, wants, 'en', 'new_topic')).toEqual({
      title: `New topic: ${cat!.topics[0]!.name}`,
      body: `Test what you know about ${cat!.topics[0]!.name}.`,
    });
    expect(await notificationIn(app, wants, 'mm', 'new_topic')).toMatchObject({
      title: 'ခေါင်းစဉ်အသစ် - ရှည်လျားသော မြစ်များ',
    });
    expect(await newTopicCount(wants)).toBe(1);
    expect(await newTopicCount(doesNot)).toBe(0);

    // The same file again: nothing new, and nobody hears of it twice.
    expect(await importContent(content)).toEqual({
      categories_created: 0,
      topics_created: 0,
      draft_topics: [],
      questions_added: 0,
      questions_translated: 0,
      players_notified: 0,
    });
    expect(await newTopicCount(wants)).toBe(1);
    expect(await questionCount(card!.id)).toBe(3);
  });

  it('writes new topics as drafts nobody sees or hears of until an editor publishes them from the studio', async () => {
    const wants = await withNewTopics(true);
    const content = newContent();
    const [cat] = content;
    const { slug, name } = cat!.topics[0]!;
    const summary = await importContent(content, { asDrafts: true });
    const topic = await topicBySlug(slug);
    expect(summary).toMatchObject({
      topics_created: 1,
      questions_added: 3,
      players_notified: 0,
      draft_topics: [{ id: topic!.id, slug, name }],
    });
    expect(topic!.published).toBe(false);
    const listed = await wants.call(categoriesRoute);
    expect(listed.body.data.category_list.find((c) => c.name === cat!.name)).toMatchObject({
      topic_count: 0,
    });
    expect((await wants.call(startGame, { body: { topic_id: topic!.id } })).status).toBe(404);
    expect(await newTopicCount(wants)).toBe(0);

    // The studio's publish makes it live and tells the players who want to hear, once.
    await ctx.db.transaction((tx) =>
      setTopicPublished(tx, topic!.id, true, { timeZone: config.timezone, now: noon }),
    );
    expect(await newTopicCount(wants)).toBe(1);
    expect((await wants.call(startGame, { body: { topic_id: topic!.id } })).status).toBe(200);
    // Imported again: its new questions join the live topic, which stays as the editor left it.
    content[0]!.topics[0]!.questions.push(question('Widest river?'));
    expect(await importContent(content, { asDrafts: true })).toMatchObject({
      topics_created: 0,
      questions_added: 1,
      draft_topics: [],
    });
    expect((await topicBySlug(slug))!.published).toBe(true);
  });

  it('adds to an existing topic only the questions it lacks, keeping its name', async () => {
    const content = newContent();
    await importContent(content);
    const player = await withNewTopics(true);
    const topic = content[0]!.topics[0]!;
    const { id, name } = (await topicBySlug(topic.slug))!;
    topic.name = 'Renamed in the file';
    topic.questions.push(question('Shortest river?'));

    expect(await importContent(content)).toEqual({
      categories_created: 0,
      topics_created: 0,
      draft_topics: [],
      questions_added: 1,
      questions_translated: 0,
      players_notified: 0,
    });
    expect(await questionCount(id)).toBe(4);
    expect((await topicBySlug(topic.slug))!.name).toBe(name);
    expect(await newTopicCount(player)).toBe(0);
  });

  it('gives existing questions the translations they lack, and adds nothing twice', async () => {
    const content = newContent();
    const topic = content[0]!.topics[0]!;
    await importContent(content);
    const { id } = (await topicBySlug(topic.slug))!;
    // The same file, now with Myanmar beside the English of two of its questions.
    const [first, second] = topic.questions as [FileQuestion, FileQuestion];
    Object.assign(first, { qMm: 'အရှည်ဆုံး မြစ်?' });
    first.options = first.options.map((o, i) => ({ ...o, valueMm: `မြစ် ${i + 1}` }));
    Object.assign(second, { qMm: 'အဟောင်းဆုံး မြစ်?' });

    expect(await importContent(content)).toMatchObject({
      questions_added: 0,
      questions_translated: 2,
    });
    const stored = await storedTexts(id);
    expect(stored.get('Longest river?')).toEqual({
      mm: 'အရှည်ဆုံး မြစ်?',
      options: [
        ['Nile', 'မြစ် 1'],
        ['Amazon', 'မြစ် 2'],
        ['Mekong', 'မြစ် 3'],
      ],
    });
    expect(stored.get('Oldest river?')).toMatchObject({ mm: 'အဟောင်းဆုံး မြစ်?' });
    expect(stored.get('Bluest?')).toMatchObject({ mm: null });

    // Again: nothing to add or fill; and a file's other Myanmar never replaces a stored one.
    first.qMm = 'ပြောင်းထားသော စာသား';
    expect(await importContent(content)).toMatchObject({
      questions_added: 0,
      questions_translated: 0,
    });
    expect(await questionCount(id)).toBe(3);
    expect((await storedTexts(id)).get('Longest river?')).toMatchObject({
      mm: 'အရှည်ဆုံး မြစ်?',
    });
  });

  it('gives a question written only in Myanmar its English, found by its Myanmar text', async () => {
    const content = newContent();
    const topic = content[0]!.topics[0]!;
    topic.nameMm = undefined;
    await importContent(content);
    const { id } = (await topicBySlug(topic.slug))!;
    // As migration 0009 leaves a question that was written in Myanmar only.
    const [only] = await ctx.db
      .insert(questions)
      .values({ topicId: id, questionValueMm: 'မြန်မာ့ အရှည်ဆုံး မြစ်?' })
      .returning({ id: questions.id });
    await ctx.db.insert(questionOptions).values(
      ['ဧရာဝတီ', 'သံလွင်'].map((valueMm, position) => ({
        questionId: only!.id,
        valueMm,
        isCorrect: position === 0,
        position,
      })),
    );
    topic.nameMm = 'ရှည်လျားသော မြစ်များ';
    topic.questions.push({
      q: "Myanmar's longest river?",
      qMm: 'မြန်မာ့ အရှည်ဆုံး မြစ်?',
      options: [
        { value: 'Irrawaddy', valueMm: 'ဧရာဝတီ', correct: true },
        { value: 'Salween', valueMm: 'သံလွင်' },
      ],
    });

    expect(await importContent(content)).toMatchObject({
      questions_added: 0,
      questions_translated: 1,
    });
    expect((await storedTexts(id)).get("Myanmar's longest river?")).toEqual({
      mm: 'မြန်မာ့ အရှည်ဆုံး မြစ်?',
      options: [
        ['Irrawaddy', 'ဧရာဝတီ'],
        ['Salween', 'သံလွင်'],
      ],
    });
    expect(await questionCount(id)).toBe(4);
    // The topic that had no Myanmar name gains the file's, and keeps its English one.
    expect(await topicBySlug(topic.slug)).toMatchObject({
      name: topic.name,
      nameMm: 'ရှည်လျားသော မြစ်များ',
    });
  });

  it('writes nothing from a file with a mistake anywhere in it', async () => {
    const content = newContent();
    const bad = newContent()[0]!;
    bad.topics[0]!.questions[2]!.options[1] = { value: 'Amazon', correct: true };
    const categoryCount = async () => (await ctx.db.select().from(categories)).length;
    const before = await categoryCount();

    await expect(importContent([...content, bad])).rejects.toThrow(
      new ContentFileError(
        '[1].topics[0].questions[2].options: exactly one option must be correct',
      ),
    );
    expect(await categoryCount()).toBe(before);
    expect(await topicBySlug(content[0]!.topics[0]!.slug)).toBeUndefined();
  });

  it('refuses to file an existing topic under another category, writing nothing', async () => {
    const content = newContent();
    await importContent(content);
    const elsewhere = newContent();
    elsewhere[0]!.topics.push({ ...content[0]!.topics[0]!, questions: [question('Widest?')] });
    const topic = (await topicBySlug(content[0]!.topics[0]!.slug))!;

    await expect(importContent(elsewhere)).rejects.toThrow(
      `[0].topics[1].slug: topic ${topic.slug} is in another category, not in ${elsewhere[0]!.slug}`,
    );
    expect(await topicBySlug(elsewhere[0]!.topics[0]!.slug)).toBeUndefined();
    expect(await questionCount(topic.id)).toBe(3);
  });

  it('lets an import wait for one in progress, then add nothing twice', async () => {
    const player = await withNewTopics(true);
    const content = newContent();
    let second: Promise<PublishSummary> | undefined;
    const first = await ctx.db.transaction(async (tx) => {
      const summary = await publishContent(tx, parseContentFile(content), announce);
      second = importContent(content);
      // The second import reaches the database and waits while this one is uncommitted.
      await waitForLockWaiter(ctx);
      return summary;
    });
    expect(first.topics_created).toBe(1);
    expect(await second).toMatchObject({ categories_created: 0, topics_created: 0 });
    expect(await newTopicCount(player)).toBe(1);
  });

  it('shows imported topics to signed-out visitors too', async () => {
    const content = newContent();
    content[0]!.topics[0]!.isTop = true;
    await importContent(content);
    const top = await call(app, publicTopTopics);
    expect(top.body.data.topics.map((t) => t.name)).toContain(content[0]!.topics[0]!.name);
  });
});

describe('one publish for the studio and the import', () => {
  const dhaka = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+06:00`);
  const publish = (id: number, published: boolean, now: Date) =>
    ctx.db.transaction((tx) =>
      setTopicPublished(tx, id, published, { timeZone: config.timezone, now }),
    );
  const toldOf = async (player: Player, topicId: number) =>
    (
      await ctx.db
        .select({ data: notifications.data })
        .from(notifications)
        .where(
          sql`${notifications.userId} = ${player.userId} and ${notifications.kind} = 'new_topic'`,
        )
    ).filter((n) => n.data?.topic_id === topicId).length;
  /** A topic written in the studio: a draft until published. */
  const draft = async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    await ctx.db.update(topics).set({ published: false }).where(eq(topics.id, topic.id));
    return topic;
  };

  it('a topic published from the studio is announced once, however often it is published again', async () => {
    const wants = await withNewTopics(true);
    const topic = await draft();
    await publish(topic.id, true, dhaka('12:00'));
    expect(await toldOf(wants, topic.id)).toBe(1);
    await publish(topic.id, false, dhaka('12:05'));
    await publish(topic.id, true, dhaka('12:10'));
    expect(await toldOf(wants, topic.id)).toBe(1);
  });

  it('published at night it waits for 08:00; unpublished before then, nobody hears of it', async () => {
    const wants = await withNewTopics(true);
    const queue = createJobQueue(ctx);
    const kept = await draft();
    const withdrawn = await draft();
    await publish(kept.id, true, dhaka('02:00'));
    await publish(withdrawn.id, true, dhaka('02:00'));
    await publish(withdrawn.id, false, dhaka('03:00'));
    expect(await toldOf(wants, kept.id)).toBe(0);
    await queue.runDue({ now: dhaka('08:00') });
    expect(await toldOf(wants, kept.id)).toBe(1);
    expect(await toldOf(wants, withdrawn.id)).toBe(0);
  });
});
