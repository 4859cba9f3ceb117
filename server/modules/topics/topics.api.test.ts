import { describe, expect, it } from 'vitest';
import { request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createCategory, createTopic } from '../../../tests/helpers/factories';

const { app, ctx, config } = await useTestApp();
type Topics = {
  topics: Array<{
    id: number;
    topic_id: number;
    name: string;
    category_name: string;
    following: boolean;
    follower_count: number;
    question_count: number;
    all_played: boolean;
    image_url: string;
  }>;
};

describe('topic lists', () => {
  it('lists topics of a category with the viewer follow state and follower count', async () => {
    const category = await createCategory(ctx, { name: 'Science' });
    const a = await createTopic(ctx, { categoryId: category.id, questionCount: 2 });
    const b = await createTopic(ctx, { categoryId: category.id });
    const player = await signIn(app, config);
    const other = await signIn(app, config);
    for (const p of [player, other]) {
      await p.post('/api/v2.0/follow-unfollow-topic', { topic_id: a.id, follow: true });
    }

    const res = await player.post<Topics>('/api/v2.0/topics', { category_id: category.id });
    expect(res.status).toBe(200);
    expect(res.body.data.topics.map((t) => t.id)).toEqual([a.id, b.id]);
    expect(res.body.data.topics[0]).toMatchObject({
      topic_id: a.id,
      category_name: 'Science',
      following: true,
      follower_count: 2,
      all_played: false,
      question_count: 2,
    });
    expect(res.body.data.topics[1]).toMatchObject({
      following: false,
      follower_count: 0,
      question_count: 0,
      image_url: expect.stringMatching(/^\/media\/defaults\/topic\.svg\?v=[\w-]{12}$/),
    });

    const all = await player.post<Topics>('/api/v2.0/topics', {});
    expect(all.body.data.topics.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown category and 422 for a bad one', async () => {
    const player = await signIn(app, config);
    expect((await player.post('/api/v2.0/topics', { category_id: 999_999 })).status).toBe(404);
    expect((await player.post('/api/v2.0/topics', { category_id: -1 })).status).toBe(422);
  });

  it('lists top topics, localized when the app asks for Myanmar, also signed out', async () => {
    const top = await createTopic(ctx, { isTop: true, name: 'Football', nameMm: 'ဘောလုံး' });
    await createTopic(ctx, { isTop: false });
    const player = await signIn(app, config);
    const res = await player.get<Topics>('/api/v2.0/top-topics');
    expect(res.body.data.topics.map((t) => t.id)).toEqual([top.id]);
    const mm = await request<Topics>(app, 'GET', '/api/public/top-topics', {
      headers: { 'accept-language': 'my' },
    });
    expect(mm.status).toBe(200);
    expect(mm.body.data.topics[0]).toMatchObject({ id: top.id, name: 'ဘောလုံး', following: false });
  });
});
