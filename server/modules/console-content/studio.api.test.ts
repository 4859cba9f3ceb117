import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { StudioCategory, StudioQuestion } from '@contract/console-studio';

import { gameQuestions } from '../../tables';
import { ensureDevAdmin } from '../console';
import { type Player, signIn } from '../../../tests/helpers/client';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { playCorrectly, resultOf } from '../../../tests/helpers/play';
import { listAudit } from '@contract/routes/console';
import { retireQuestion } from '@contract/routes/console-content';
import {
  createCategory,
  createQuestion,
  createTopic,
  publishTopic,
  studioCategories,
  studioQuestion,
  studioTopic as studioTopicRoute,
  studioTopics,
  topicQuestions,
  unpublishTopic,
  updateCategory,
  updateQuestion,
  uploadQuestionImage,
  uploadTopicCover,
  zawgyiCheck,
} from '@contract/routes/console-studio';
import { startGame } from '@contract/routes/gameplay';
import { topics as topicsRoute } from '@contract/routes/topics';
import { pathOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

// From myanmar-tools' test data: the same words in Zawgyi and in Unicode.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

let seq = 0;
const slug = (what: string) => `${what}-${process.env.VITEST_POOL_ID ?? 0}-${Date.now()}-${++seq}`;

const admin = await signInDevAdmin(app);
const staffOf = async (role: 'editor' | 'support' | 'analyst') => {
  const invited = await inviteStaff(admin, role);
  return signInStaff(app, invited.email, invited.password);
};
const editor = await staffOf('editor');

const auditOf = async (target: string) =>
  (await admin.call(listAudit, { query: { per_page: 100, target } })).body.data.entries;

const question = (en: string, mm: string | null = null) => ({
  question_en: en,
  question_mm: mm,
  options: [
    { value: 'Ayeyarwady', value_mm: null },
    { value: 'Chindwin', value_mm: null },
    { value: 'Thanlwin', value_mm: null },
  ],
  correct: 1,
  difficulty: 2,
});

/** A category and a topic written by the editor, with `count` questions, published or not. */
async function studioTopic(opts: { count: number; publish: boolean }) {
  const category = await editor.call(createCategory, {
    body: {
      slug: slug('cat'),
      name_en: 'Rivers',
      name_mm: null,
    },
  });
  const topic = await editor.call(createTopic, {
    body: {
      category_id: category.body.data.id,
      slug: slug('topic'),
      name_en: 'Rivers of Myanmar',
      name_mm: null,
    },
  });
  const id = topic.body.data.id;
  const questions: StudioQuestion[] = [];
  for (let i = 0; i < opts.count; i++) {
    const q = await editor.call(createQuestion, {
      params: { id },
      body: question(`River question ${i + 1}?`),
    });
    expect(q.status).toBe(200);
    questions.push(q.body.data);
  }
  if (opts.publish) {
    const published = await editor.call(publishTopic, {
      params: { id },
      body: {
        reason: 'Ready for players',
      },
    });
    expect(published.status).toBe(200);
  }
  return { categoryId: category.body.data.id, topicId: id, questions };
}

const playerTopicIds = async (p: Player, categoryId: number) =>
  (await p.call(topicsRoute, { body: { category_id: categoryId } })).body.data.topics.map(
    (t) => t.id,
  );

function multipart(file: Buffer, field = 'image') {
  const boundary = '----studiotest7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(staff: Staff, url: string, file: Buffer) {
  const { payload, type } = multipart(file);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'content-type': type },
    payload,
  });
  return { status: res.statusCode, body: res.json<{ data: { image_url: string } }>() };
}

describe('content studio', () => {
  it('an editor writes a category, topic and question; Zawgyi is stored as Unicode; each write is audited', async () => {
    const check = await editor.call(zawgyiCheck, {
      body: {
        texts: [ZAWGYI, 'Plain English', UNICODE],
      },
    });
    expect(check.body.data.results).toEqual([
      { text: UNICODE, converted: true },
      { text: 'Plain English', converted: false },
      { text: UNICODE, converted: false },
    ]);

    const catSlug = slug('cat');
    const category = await editor.call(createCategory, {
      body: {
        slug: catSlug,
        name_en: 'Geography',
        name_mm: ZAWGYI,
      },
    });
    expect(category.status).toBe(200);
    expect(category.body.data).toMatchObject({ slug: catSlug, name_mm: UNICODE, topic_count: 0 });
    const categoryId = category.body.data.id;

    const taken = await editor.call(createCategory, {
      body: {
        slug: catSlug,
        name_en: 'Again',
        name_mm: null,
      },
    });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.body.data)).toContain('slug');

    const renamed = await editor.call(updateCategory, {
      params: { id: categoryId },
      body: { slug: catSlug, name_en: 'World geography', name_mm: UNICODE, reason: 'Clearer name' },
    });
    expect(renamed.body.data.name_en).toBe('World geography');

    const topicSlug = slug('topic');
    const topic = await editor.call(createTopic, {
      body: {
        category_id: categoryId,
        slug: topicSlug,
        name_en: 'Rivers',
        name_mm: ZAWGYI,
      },
    });
    expect(topic.body.data).toMatchObject({ published: false, name_mm: UNICODE });
    const topicId = topic.body.data.id;

    const noQuestions = await editor.call(publishTopic, {
      params: { id: topicId },
      body: {
        reason: 'Too early',
      },
    });
    expect(noQuestions.status).toBe(409);

    const created = await editor.call(createQuestion, {
      params: { id: topicId },
      body: {
        ...question('Longest river?', ZAWGYI),
        options: [
          { value: 'Ayeyarwady', value_mm: ZAWGYI },
          { value: 'Chindwin', value_mm: null },
        ],
        correct: 1,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      question_mm: UNICODE,
      difficulty: 2,
      active: true,
      used: false,
      options: [
        { value: 'Ayeyarwady', value_mm: UNICODE, correct: true },
        { value: 'Chindwin', value_mm: null, correct: false },
      ],
    });
    const questionId = created.body.data.id;

    // Not used yet: it may gain an option.
    const edited = await editor.call(updateQuestion, {
      params: { id: questionId },
      body: question('Which is the longest river?', ZAWGYI),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.options.map((o) => o.value)).toEqual([
      'Ayeyarwady',
      'Chindwin',
      'Thanlwin',
    ]);
    expect(edited.body.data.options[0]!.id).toBe(created.body.data.options[0]!.id);

    const player = await signIn(app, config);
    expect(await playerTopicIds(player, categoryId)).toEqual([]);
    const published = await editor.call(publishTopic, {
      params: { id: topicId },
      body: { reason: 'Ready for players' },
    });
    expect(published.body.data.published).toBe(true);
    expect(await playerTopicIds(player, categoryId)).toEqual([topicId]);

    const listed = await editor.call(studioTopics, {
      query: { category_id: categoryId, q: 'river', published: 'yes' },
    });
    expect(listed.body.data.topics.map((t) => t.id)).toEqual([topicId]);
    const questions = await editor.call(topicQuestions, {
      params: { id: topicId },
      query: { status: 'active' },
    });
    expect(questions.body.data).toMatchObject({ total: 1, questions: [{ id: questionId }] });

    expect((await auditOf(`category:${categoryId}`)).map((a) => a.action).sort()).toEqual([
      'category.create',
      'category.update',
    ]);
    expect((await auditOf(`topic:${topicId}`)).map((a) => a.action).sort()).toEqual([
      'topic.create',
      'topic.publish',
    ]);
    const questionAudit = await auditOf(`question:${questionId}`);
    expect(questionAudit.map((a) => a.action).sort()).toEqual([
      'question.create',
      'question.update',
    ]);
    expect(questionAudit.every((a) => a.staff_email === editor.email)).toBe(true);
  });

  it('two editors creating the same slug at once: one gets it, the other a 422, never a 500', async () => {
    const other = await staffOf('editor');
    const same = { slug: slug('race'), name_en: 'Race', name_mm: null };
    const replies = await Promise.all([
      editor.call(createCategory, { body: same }),
      other.call(createCategory, { body: same }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    const topicSlug = slug('race-topic');
    const categoryId = (replies.find((r) => r.status === 200)!.body.data as StudioCategory).id;
    const topic = { category_id: categoryId, slug: topicSlug, name_en: 'Race', name_mm: null };
    const topics = await Promise.all([
      editor.call(createTopic, { body: topic }),
      other.call(createTopic, { body: topic }),
    ]);
    expect(topics.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('support may not read or write content (403); an analyst reads but may not write', async () => {
    const support = await staffOf('support');
    const analyst = await staffOf('analyst');
    expect((await support.call(studioTopics)).status).toBe(403);
    const write = { slug: slug('cat'), name_en: 'Nope', name_mm: null };
    expect((await support.call(createCategory, { body: write })).status).toBe(403);
    const read = await analyst.call(studioCategories);
    expect(read.status).toBe(200);
    expect((await analyst.call(createCategory, { body: write })).status).toBe(403);
  });

  it('editing a question games used leaves their results as they were; retiring it keeps it out of new games', async () => {
    const { topicId, questions } = await studioTopic({ count: 2, publish: true });
    const player = await signIn(app, config);
    const played = await playCorrectly(ctx, player, topicId);
    const before = await resultOf(ctx, played.gameId);
    expect(before.answers[0]).toMatchObject({ correct: true });

    const q = questions.find((x) => x.id === played.questionId)!;
    const moreOptions = await editor.call(updateQuestion, {
      params: { id: q.id },
      body: {
        ...question('Edited?'),
        options: [...question('').options, { value: 'Sittaung', value_mm: null }],
      },
    });
    expect(moreOptions.status).toBe(422);
    expect(JSON.stringify(moreOptions.body.data)).toContain('options');

    // The key moves to another option: the answer already given stays right, with its points.
    const rekeyed = await editor.call(updateQuestion, {
      params: { id: q.id },
      body: { ...question('Which river is longest?'), correct: 2 },
    });
    expect(rekeyed.status).toBe(200);
    expect(rekeyed.body.data.options.map((o) => o.id)).toEqual(q.options.map((o) => o.id));
    expect(await resultOf(ctx, played.gameId)).toEqual(before);

    const retired = await editor.call(retireQuestion, {
      params: { id: q.id },
      body: {
        reason: 'Ambiguous',
      },
    });
    expect(retired.status).toBe(200);
    const other = await signIn(app, config);
    for (let i = 0; i < 3; i++) {
      const state = await other.call(startGame, { body: { topic_id: topicId } });
      expect(state.status).toBe(200);
      const served = await ctx.db
        .select({ questionId: gameQuestions.questionId })
        .from(gameQuestions)
        .where(eq(gameQuestions.gameId, state.body.data.game_id));
      expect(served.map((s) => s.questionId)).not.toContain(q.id);
    }
    expect(await resultOf(ctx, played.gameId)).toEqual(before);
  });

  it('unpublishing hides the topic from players and refuses new games in it', async () => {
    const { categoryId, topicId } = await studioTopic({ count: 1, publish: true });
    const player = await signIn(app, config);
    expect(await playerTopicIds(player, categoryId)).toEqual([topicId]);
    // Without a reason: an input the route's types refuse.
    const noReason = await editor.callRaw(unpublishTopic, { params: { id: topicId } });
    expect(noReason.status).toBe(422);
    const hidden = await editor.call(unpublishTopic, {
      params: { id: topicId },
      body: { reason: 'Being reworked' },
    });
    expect(hidden.body.data.published).toBe(false);
    expect(await playerTopicIds(player, categoryId)).toEqual([]);
    const start = await player.call(startGame, { body: { topic_id: topicId } });
    expect(start.status).toBe(404);
    expect((await auditOf(`topic:${topicId}`)).map((a) => a.action)).toContain('topic.unpublish');
  });

  it('re-encodes an uploaded cover and question picture to WebP; a bad file is a 422 and changes nothing', async () => {
    const { topicId, questions } = await studioTopic({ count: 1, publish: false });
    const url = pathOf(uploadTopicCover, { id: topicId });
    const garbage = await upload(editor, url, Buffer.from('not an image at all'));
    expect(garbage.status).toBe(422);
    const gif = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#123456' },
    })
      .gif()
      .toBuffer();
    expect((await upload(editor, url, gif)).status).toBe(422);
    const unchanged = await editor.call(studioTopicRoute, { params: { id: topicId } });
    expect(unchanged.body.data.image_url).toMatch(/^\/media\/topics\//);

    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#3a7bd5' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .png()
      .toBuffer();
    const cover = await upload(editor, url, png);
    expect(cover.status).toBe(200);
    expect(cover.body.data.image_url).toMatch(/^\/media\/content\/\d+-[0-9a-f]{16}\.webp$/);
    const served = await app.inject({ method: 'GET', url: cover.body.data.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();

    const q = questions[0]!;
    const picture = await upload(editor, pathOf(uploadQuestionImage, { id: q.id }), png);
    expect(picture.status).toBe(200);
    const after = await editor.call(studioQuestion, { params: { id: q.id } });
    expect(after.body.data.image_url).toBe(picture.body.data.image_url);
    expect((await auditOf(`topic:${topicId}`)).map((a) => a.action)).toContain('topic.cover');
    expect((await auditOf(`question:${q.id}`)).map((a) => a.action)).toContain('question.image');

    const support = await staffOf('support');
    expect((await upload(support, url, png)).status).toBe(403);
  });
});
