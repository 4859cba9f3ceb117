import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameState, SubmitAnswerReply } from '@contract/gameplay';
import type { RankingReply, TopicDetailsReply } from '@contract/topics';
import { topicScores } from '../../tables';
import { games } from '../engine/tables';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createCategory, createTopic } from '../../../tests/helpers/factories';

const { app, ctx, config } = await useTestApp();

describe('topic details, follow and ranking', () => {
  it('follows and unfollows a topic idempotently', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    for (let i = 0; i < 2; i++)
      expect(
        (await p.post('/api/v2.0/follow-unfollow-topic', { topic_id: topic.id, follow: true }))
          .status,
      ).toBe(200);
    let details = await p.post<TopicDetailsReply>('/api/v2.0/topic', { topic_id: topic.id });
    expect(details.body.data).toMatchObject({
      following: true,
      topic: { follower_count: 1 },
      level: 1,
      next_level: 100,
      all_played: false,
    });
    await p.post('/api/v2.0/follow-unfollow-topic', { topic_id: topic.id, follow: false });
    details = await p.post<TopicDetailsReply>('/api/v2.0/topic', { topic_id: topic.id });
    expect(details.body.data.following).toBe(false);
    expect((await p.post('/api/v2.0/follow-unfollow-topic', { topic_id: topic.id })).status).toBe(
      422,
    );
    expect(
      (await p.post('/api/v2.0/follow-unfollow-topic', { topic_id: 999_999, follow: true })).status,
    ).toBe(404);
    expect((await p.post('/api/v2.0/topic', { topic_id: 999_999 })).status).toBe(404);
    expect((await p.post('/api/v2.0/topic', {})).status).toBe(422);
  });

  it('counts followers once however often, and however concurrently, players tap', async () => {
    const topic = await createTopic(ctx);
    const players = await Promise.all(Array.from({ length: 5 }, () => signIn(app, config)));
    const tap = (p: Player, follow: boolean) =>
      p.post('/api/v2.0/follow-unfollow-topic', { topic_id: topic.id, follow });
    await Promise.all(players.flatMap((p) => [tap(p, true), tap(p, true), tap(p, true)]));
    const count = async () =>
      (await players[0]!.post<TopicDetailsReply>('/api/v2.0/topic', { topic_id: topic.id })).body
        .data.topic.follower_count;
    expect(await count()).toBe(5);
    await Promise.all([tap(players[1]!, false), tap(players[1]!, false), tap(players[2]!, false)]);
    expect(await count()).toBe(3);
  });

  it('pages the ranking by best points, then the earlier finish, with friendship status', async () => {
    const topic = await createTopic(ctx);
    const players: Player[] = [];
    for (let i = 0; i < 25; i++) players.push(await signIn(app, config, { name: `P${i}` }));
    const base = Date.now() - 100_000;
    await ctx.db.insert(topicScores).values(
      players.map((p, i) => ({
        topicId: topic.id,
        userId: p.userId,
        bestPoints: 100 + (i % 5),
        bestFinishedAt: new Date(base + i * 1000),
        gamesPlayed: 1,
      })),
    );
    const viewer = players[0]!;
    const page1 = await viewer.post<RankingReply>('/api/v2.0/topic/ranking', {
      topic_id: topic.id,
      page: 1,
      per_page: 20,
    });
    expect(page1.body.data.page_count).toBe(2);
    expect(page1.body.data.ranking).toHaveLength(20);
    const top = page1.body.data.ranking.slice(0, 3);
    expect(top.map((r) => r.points)).toEqual([104, 104, 104]);
    expect(top.map((r) => r.user_id)).toEqual([
      players[4]!.userId,
      players[9]!.userId,
      players[14]!.userId,
    ]);
    expect(page1.body.data.ranking.map((r) => r.position)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const self = page1.body.data.ranking.find((r) => r.user_id === viewer.userId);
    expect(self?.friendship_status).toBeUndefined();
    expect(
      page1.body.data.ranking.find((r) => r.user_id !== viewer.userId)?.friendship_status,
    ).toBe('none');
    const page2 = await viewer.post<RankingReply>('/api/v2.0/topic/ranking', {
      topic_id: topic.id,
      page: 2,
      per_page: 20,
    });
    expect(page2.body.data.ranking.map((r) => r.position)).toEqual([21, 22, 23, 24, 25]);
    expect(
      (await viewer.post('/api/v2.0/topic/ranking', { topic_id: topic.id, page: 0 })).status,
    ).toBe(422);
  });
});

describe('categories', () => {
  it('lists categories and toggles the favourite star', async () => {
    const category = await createCategory(ctx, { name: 'Movies' });
    await createTopic(ctx, { categoryId: category.id });
    await createTopic(ctx, { categoryId: category.id });
    const p = await signIn(app, config);
    type List = {
      category_list: Array<{ id: number; following: boolean; name: string; topic_count: number }>;
    };
    const find = async () =>
      (await p.get<List>('/api/v2.0/categories')).body.data.category_list.find(
        (c) => c.id === category.id,
      );
    expect(await find()).toMatchObject({ name: 'Movies', following: false, topic_count: 2 });
    const on = await p.post<{ following: boolean }>('/api/v2.0/remove-favourite-category', {
      category_id: category.id,
    });
    expect(on.body.data.following).toBe(true);
    expect((await find())?.following).toBe(true);
    await p.post('/api/v2.0/remove-favourite-category', { category_id: category.id });
    expect((await find())?.following).toBe(false);
    expect(
      (await p.post('/api/v2.0/remove-favourite-category', { category_id: 999_999 })).status,
    ).toBe(404);

    // Taps arriving together toggle one after another: an even number leaves the star off.
    const taps = await Promise.all(
      Array.from({ length: 6 }, () =>
        p.post<{ following: boolean }>('/api/v2.0/remove-favourite-category', {
          category_id: category.id,
        }),
      ),
    );
    expect(taps.filter((t) => t.body.data.following)).toHaveLength(3);
    expect((await find())?.following).toBe(false);
  });
});

describe('reports and BCS history', () => {
  it('records a question report once and validates its type', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    const game = (await p.post<GameState>('/api/v2.0/gameplay/start', { topic_id: topic.id })).body
      .data;
    const qid = game.question.question_id;
    const bad = await p.post<{ errors: Record<string, string[]> }>('/api/v2.0/question/report', {
      question_id: qid,
      type: 'spam',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toHaveProperty('type');
    expect(
      (await p.post('/api/v2.0/question/report', { question_id: qid, type: 'wrong_answer' })).body
        .message,
    ).toBe('Reported');
    expect(
      (await p.post('/api/v2.0/question/report', { question_id: qid, type: 'others' })).body
        .message,
    ).toBe('Already reported');
    expect(
      (await p.post('/api/v2.0/question/report', { question_id: 999_999, type: 'others' })).status,
    ).toBe(404);
  });

  it('counts finished BCS games today, this week and this month', async () => {
    const bcs = await createCategory(ctx, { isBcs: true });
    const topic = await createTopic(ctx, { categoryId: bcs.id, questionCount: 1 });
    const other = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    for (const t of [topic, topic, other]) {
      const game = (await p.post<GameState>('/api/v2.0/gameplay/start', { topic_id: t.id })).body
        .data;
      const res = await p.post<SubmitAnswerReply>('/api/v2.0/gameplay/submit', {
        game_id: game.game_id,
        question_id: game.question.question_id,
        answer_id: null,
      });
      expect(res.body.data.question_finished).toBe(true);
    }
    const history = await p.get('/api/v2.0/bcs-test/history');
    expect(history.body.data).toEqual({ today: 2, this_week: 2, this_month: 2 });
  });

  it("counts BCS games by the calendar of the operator's time zone, not UTC's", async () => {
    // Asia/Dhaka keeps UTC+6 all year: its midnight is 18:00 UTC of the day before, so a game
    // a minute either side of it lands on another day by UTC's calendar at any time of day.
    expect(config.timezone).toBe('Asia/Dhaka');
    const offset = 6 * 3_600_000;
    const day = 86_400_000;
    const wall = new Date(Date.now() + offset); // Dhaka's wall clock, read with the UTC getters
    const midnight =
      Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - offset;
    const starts = {
      today: midnight,
      this_week: midnight - ((wall.getUTCDay() + 1) % 7) * day, // back to Saturday
      this_month: Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - offset,
    };
    // A game finished at midnight itself belongs to the new day.
    const finishedAt = Object.values(starts).flatMap((start) => [
      start - 60_000,
      start,
      start + 60_000,
    ]);

    const bcs = await createCategory(ctx, { isBcs: true });
    const topic = await createTopic(ctx, { categoryId: bcs.id, questionCount: 1 });
    const p = await signIn(app, config);
    for (const at of finishedAt) {
      const game = (await p.post<GameState>('/api/v2.0/gameplay/start', { topic_id: topic.id }))
        .body.data;
      const res = await p.post<SubmitAnswerReply>('/api/v2.0/gameplay/submit', {
        game_id: game.game_id,
        question_id: game.question.question_id,
        answer_id: null,
      });
      expect(res.body.data.question_finished).toBe(true);
      await ctx.db
        .update(games)
        .set({ finishedAt: new Date(at) })
        .where(eq(games.id, game.game_id));
    }
    const since = (start: number) => finishedAt.filter((at) => at >= start).length;
    const history = await p.get('/api/v2.0/bcs-test/history');
    expect(history.body.data).toEqual({
      today: since(starts.today),
      this_week: since(starts.this_week),
      this_month: since(starts.this_month),
    });
  });
});
