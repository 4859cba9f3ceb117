import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameState } from '@contract/gameplay';
import type { z } from 'zod';
import type { TopicDetailsReply, TopicsReply, ZCategoriesReply } from '@contract/topics';
import { categories, notifications, questions, topics } from '../../db/schema';
import { type Player, request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { notificationIn } from '../../../tests/helpers/notifications';
import { type ContentCategory, ContentFileError, parseContentFile } from './content-file';
import { type PublishSummary, publishContent } from './publish';

const { app, ctx, config } = await useTestApp();

/** As npm run content:import does: the whole file checked first, then one transaction. */
const importContent = async (json: unknown) => {
  const content = parseContentFile(json);
  return ctx.db.transaction((tx) => publishContent(tx, content));
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
  expect((await player.post('/api/v2.0/settings', settings)).status).toBe(200);
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
      questions_added: 3,
      players_notified: 1,
    });

    const listed = await wants.get<z.infer<typeof ZCategoriesReply>>('/api/v2.0/categories');
    const category = listed.body.data.category_list.find((c) => c.name === cat!.name);
    expect(category).toMatchObject({ topic_count: 1 });
    const inCategory = await wants.post<TopicsReply>('/api/v2.0/topics', {
      category_id: category!.id,
    });
    const [card] = inCategory.body.data.topics;
    expect(card).toMatchObject({ name: cat!.topics[0]!.name });
    // A cover drawn by the app, labelled with the topic's name, like the seeded topics'.
    expect(card!.image_url).toMatch(new RegExp(`^/media/topics/${slug}\\.svg\\?v=[\\w-]{12}$`));
    const cover = await app.inject({ method: 'GET', url: card!.image_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain(cat!.topics[0]!.name.split(' ')[0]);
    const details = await wants.post<TopicDetailsReply>('/api/v2.0/topic', { topic_id: card!.id });
    expect(details.body.data.topic.id).toBe(card!.id);
    const game = await wants.post<GameState>('/api/v2.0/gameplay/start', { topic_id: card!.id });
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
      questions_added: 0,
      players_notified: 0,
    });
    expect(await newTopicCount(wants)).toBe(1);
    expect(await questionCount(card!.id)).toBe(3);
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
      questions_added: 1,
      players_notified: 0,
    });
    expect(await questionCount(id)).toBe(4);
    expect((await topicBySlug(topic.slug))!.name).toBe(name);
    expect(await newTopicCount(player)).toBe(0);
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
      const summary = await publishContent(tx, parseContentFile(content));
      second = importContent(content);
      // Long enough for the second import to reach the database while this one is uncommitted.
      await new Promise((resolve) => setTimeout(resolve, 300));
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
    const top = await request<TopicsReply>(app, 'GET', '/api/public/top-topics');
    expect(top.body.data.topics.map((t) => t.name)).toContain(content[0]!.topics[0]!.name);
  });
});
