import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { Question } from '@contract/gameplay';
import type { TournamentGame } from '@contract/tournaments';
import { readDemoContent } from '../../seed/demo-content';
import { questions, topics, tournamentQuestions } from '../../tables';
import { ensureDevAdmin } from '../console';
import { publishContent } from '../topics';
import { type Player, signIn, subscribedPlayer } from '../../../tests/helpers/client';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { createTournament } from '../../../tests/helpers/factories';
import {
  createCategory,
  createQuestion,
  createTopic,
  publishTopic,
  uploadQuestionImage,
} from '@contract/routes/console-studio';
import { nextQuestion, startGame, submitAnswer } from '@contract/routes/gameplay';
import { startTournament, submitTournamentAnswer } from '@contract/routes/tournaments';
import { pathOf } from '../../../tests/helpers/call';

/** The demo content's image questions, by topic: each with every word its options spell. */
const demo = readDemoContent()
  .flatMap((c) => c.topics)
  .map((t) => ({
    slug: t.slug,
    size: t.questions.length,
    images: t.questions.filter((q) => q.type === 'image'),
  }))
  .filter((t) => t.images.length > 0);
const imageCount = demo.reduce((n, t) => n + t.images.length, 0);

// One topic game serves every question of the largest topic with pictures.
const { app, ctx, config } = await useTestApp({
  GAME_RULES: JSON.stringify({ topicGameQuestions: Math.max(...demo.map((t) => t.size)) }),
});
await ctx.db.transaction((tx) =>
  publishContent(tx, readDemoContent(), { publish: true, announce: false }),
);
await ensureDevAdmin(ctx);
// A server of another deployment: its key is not this one's.
const other = await useTestApp({ OPERATOR_TOKEN_SECRET: 'another-secret-of-16-chars' });

const YEAR = 'public, max-age=31536000, immutable';

/** Words of three letters or more, in any script, lower-cased. */
const wordsOf = (texts: (string | null | undefined)[]) =>
  texts.flatMap((t) => (t ?? '').toLowerCase().match(/[\p{L}\p{M}]{3,}/gu) ?? []);

/**
 * What a player could read from a picture's address: any option's word (either language), or a
 * short segment or file stem (`co`, `col`: a country code). Fails naming the address.
 */
function expectOpaque(url: string | null, words: string[]) {
  expect(url).toMatch(/^\//);
  const address = url!.toLowerCase();
  for (const word of words) expect(address, `${url} names "${word}"`).not.toContain(word);
  const segments = new URL(address, 'http://app.test').pathname.split('/').filter(Boolean);
  for (const segment of segments) {
    const stem = segment.replace(/\.[a-z0-9]+$/, '');
    expect(stem, `${url} has a short segment`).not.toMatch(/^[a-z]{2,3}$/);
    for (const part of stem.split(/[^a-z0-9]+/))
      expect(part, `${url} has a short part`).not.toMatch(/^[a-z]{2,3}$/);
  }
}

async function expectServed(url: string, type: string) {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain(type);
  expect(res.headers['cache-control']).toBe(YEAR);
  return res;
}

/** Every question of a topic game, as topic play serves them (submit, then next). */
async function topicGameQuestions(p: Player, topicId: number): Promise<Question[]> {
  const start = await p.call(startGame, { body: { topic_id: topicId } });
  expect(start.status).toBe(200);
  let state = start.body.data;
  const served = [state.question];
  for (let i = 1; i < state.total_quiz; i++) {
    const answered = await p.call(submitAnswer, {
      body: {
        game_id: state.game_id,
        question_id: state.question.question_id,
        answer_id: state.question.options[0]!.id,
      },
    });
    expect(answered.status).toBe(200);
    state = (await p.call(nextQuestion, { body: { game_id: state.game_id } })).body.data;
    served.push(state.question);
  }
  return served;
}

const topicIdOf = async (slug: string) =>
  (await ctx.db.select({ id: topics.id }).from(topics).where(eq(topics.slug, slug)))[0]!.id;

describe("a question's picture", () => {
  it('is served in topic play at an address naming none of its options, cached for a year', async () => {
    expect(imageCount).toBeGreaterThanOrEqual(6);
    const p = await signIn(app, config);
    const mm = await signIn(app, config, { language: 'mm' });
    for (const topic of demo) {
      const topicId = await topicIdOf(topic.slug);
      const stored = await ctx.db
        .select({ id: questions.id, src: questions.srcUrl })
        .from(questions)
        .where(eq(questions.topicId, topicId));
      const servedEn = await topicGameQuestions(p, topicId);
      const servedMm = await topicGameQuestions(mm, topicId);
      for (const q of topic.images) {
        const id = stored.find((s) => s.src === q.src)?.id;
        const words = wordsOf(q.options.flatMap((o) => [o.value, o.valueMm]));
        const en = servedEn.find((s) => s.question_id === id);
        const my = servedMm.find((s) => s.question_id === id);
        expect(en?.type, q.src).toBe('image');
        expectOpaque(en!.src_url, words);
        // One address per picture whatever the language: each phone caches it once.
        expect(my?.src_url).toBe(en!.src_url);
        const picture = await expectServed(en!.src_url!, 'image/svg+xml');
        expect(picture.body.startsWith('<svg')).toBe(true);
        // The stored path names the answer: it serves nothing.
        expect((await app.inject({ url: q.src! })).statusCode, q.src).not.toBe(200);
        expect((await app.inject({ url: `${q.src!}?v=x` })).statusCode).not.toBe(200);
      }
    }
  });

  it('is served at the same address by a prize tournament; every mode serves questions through one function', async () => {
    const [flags] = demo;
    const topicId = await topicIdOf(flags!.slug);
    const ids = (
      await ctx.db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.topicId, topicId))
        .orderBy(questions.id)
    ).map((r) => r.id);
    const t = await createTournament(ctx, { type: 'DAILY', questionCount: ids.length });
    await ctx.db
      .insert(tournamentQuestions)
      .values(ids.map((questionId, position) => ({ tournamentId: t.id, position, questionId })));
    const byTopicPlay = new Map(
      (await topicGameQuestions(await signIn(app, config), topicId)).map((q) => [
        q.question_id,
        q.src_url,
      ]),
    );
    const p = await subscribedPlayer(app, config);
    const started = await p.call(startTournament, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(started.status).toBe(200);
    let state: TournamentGame = started.body.data;
    let seen = 0;
    while (state.status === 'playing' && state.question) {
      const q = state.question;
      if (q.type === 'image') {
        seen++;
        expect(q.src_url).toBe(byTopicPlay.get(q.question_id));
      }
      const res = await p.call(submitTournamentAnswer, {
        body: {
          game_id: state.game_id,
          question_id: q.question_id,
          answer_id: q.options[0]!.id,
        },
      });
      expect(res.status).toBe(200);
      state = res.body.data;
    }
    expect(seen).toBe(flags!.images.length);

    // Challenges, tournaments and battles build the question a player sees with the engine's
    // questionView, as topic play does: the one place that makes a src_url (others may only pass
    // a view's on, `src_url: view.src_url`).
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const sources = fs
      .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
    const writers = sources.filter((f) =>
      /\bsrc_url\s*:(?!\s*[\w.]+\.src_url\b)/.test(
        fs.readFileSync(path.join(serverDir, f), 'utf8'),
      ),
    );
    expect(writers).toEqual([path.join('modules', 'engine', 'question-view.ts')]);
    for (const mode of [
      'gameplay/game-state.ts',
      'tournaments/attempt-state.ts',
      'challenges/play.ts',
      'battles/views.ts',
    ])
      expect(fs.readFileSync(path.join(serverDir, 'modules', mode), 'utf8')).toMatch(
        /questionView\(ctx,/,
      );
  });

  it('refuses an address it did not seal, and one sealed with another key', async () => {
    expect(
      (await app.inject({ url: '/media/q/00112233445566778899aabbccddeeff' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/media/q/not-hex' })).statusCode).toBe(422);
    const p = await signIn(app, config);
    const [served] = await topicGameQuestions(p, await topicIdOf(demo[0]!.slug));
    expect((await other.app.inject({ url: served!.src_url! })).statusCode).toBe(404);
  });

  it('uploaded in the console is stored and served without its file name or subject', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor');
    const editor = await signInStaff(app, invited.email, invited.password);
    const category = await editor.call(createCategory, {
      body: {
        slug: 'pictures-test',
        name_en: 'Flags',
        name_mm: null,
      },
    });
    const topic = await editor.call(createTopic, {
      body: {
        category_id: category.body.data.id,
        slug: 'uploaded-flags',
        name_en: 'Uploaded flags',
        name_mm: null,
      },
    });
    const options = ['Colombia', 'Ecuador', 'Venezuela'];
    const question = await editor.call(createQuestion, {
      params: { id: topic.body.data.id },
      body: {
        question_en: "Which country's flag is this?",
        question_mm: null,
        options: options.map((value) => ({ value, value_mm: null })),
        correct: 1,
        difficulty: 1,
      },
    });
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fcd116' },
    })
      .png()
      .toBuffer();
    const boundary = '----picturestest';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="colombia-co.png"\r\n` +
      'Content-Type: image/png\r\n\r\n';
    // A multipart upload written byte by byte: a raw request to the route's address.
    const uploaded = await app.inject({
      method: 'POST',
      url: pathOf(uploadQuestionImage, { id: question.body.data.id }),
      headers: {
        cookie: editor.cookie,
        'x-csrf-token': editor.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(uploaded.statusCode).toBe(200);
    const words = wordsOf([...options, 'colombia-co.png', 'Uploaded flags', 'uploaded-flags']);
    const [stored] = await ctx.db
      .select({ src: questions.srcUrl })
      .from(questions)
      .where(eq(questions.id, question.body.data.id));
    expectOpaque(stored!.src, words);
    // The console shows it at the address players get.
    const shown = uploaded.json<{ data: { image_url: string } }>().data.image_url;
    expectOpaque(shown, words);
    await expectServed(shown, 'image/webp');

    await editor.call(publishTopic, {
      params: { id: topic.body.data.id },
      body: {
        reason: 'Ready',
      },
    });
    const [served] = await topicGameQuestions(await signIn(app, config), topic.body.data.id);
    expect(served!.type).toBe('image');
    expectOpaque(served!.src_url, words);
    const picture = await expectServed(served!.src_url!, 'image/webp');
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp');
  });
});
