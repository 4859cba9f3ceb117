import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameState } from '@contract/gameplay';

import { topicScores } from '../../tables';
import { games } from '../engine/tables';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createCategory, createTopic } from '../../../tests/helpers/factories';
import {
  bcsHistory,
  nextQuestion,
  reportQuestion,
  startGame,
  submitAnswer,
} from '@contract/routes/gameplay';
import {
  categories,
  followTopic,
  toggleFavouriteCategory,
  topicDetails,
  topicRanking,
} from '@contract/routes/topics';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

/** Lets a game's one question run out unanswered, then takes the result (Next finishes it). */
async function finishUnanswered(p: Player, game: GameState) {
  const res = await p.call(submitAnswer, {
    body: {
      game_id: game.game_id,
      question_id: game.question.question_id,
      answer_id: null,
    },
  });
  expect(res.status).toBe(200);
  const done = await p.call(nextQuestion, { body: { game_id: game.game_id } });
  expect(done.body.data.status).toBe('finished');
}

describe('topic details, follow and ranking', () => {
  it('offers the player’s unfinished game to resume, and nothing once it is finished', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const details = () => p.call(topicDetails, { body: { topic_id: topic.id } });
    expect((await details()).body.data.unfinished_game).toBeNull();
    const game = (await p.call(startGame, { body: { topic_id: topic.id } })).body.data;
    await p.call(submitAnswer, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
        answer_id: null,
      },
    });
    const second = (await p.call(nextQuestion, { body: { game_id: game.game_id } })).body.data;
    expect((await details()).body.data.unfinished_game).toEqual({
      game_id: game.game_id,
      question_no: 2,
      total_quiz: 2,
    });
    // Someone else's unfinished game is not theirs to resume.
    const other = await signIn(app, config);
    const theirs = await other.call(topicDetails, { body: { topic_id: topic.id } });
    expect(theirs.body.data.unfinished_game).toBeNull();
    await finishUnanswered(p, second);
    expect((await details()).body.data.unfinished_game).toBeNull();
  });

  it('follows and unfollows a topic idempotently', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    for (let i = 0; i < 2; i++)
      expect(
        (await p.call(followTopic, { body: { topic_id: topic.id, follow: true } })).status,
      ).toBe(200);
    let details = await p.call(topicDetails, { body: { topic_id: topic.id } });
    expect(details.body.data).toMatchObject({
      following: true,
      topic: { follower_count: 1 },
      level: 1,
      next_level: 100,
      all_played: false,
    });
    await p.call(followTopic, { body: { topic_id: topic.id, follow: false } });
    details = await p.call(topicDetails, { body: { topic_id: topic.id } });
    expect(details.body.data.following).toBe(false);
    // Bad input on purpose: an input the route's types refuse.
    expect((await p.callRaw(followTopic, { body: { topic_id: topic.id } })).status).toBe(422);
    expect((await p.call(followTopic, { body: { topic_id: 999_999, follow: true } })).status).toBe(
      404,
    );
    expect((await p.call(topicDetails, { body: { topic_id: 999_999 } })).status).toBe(404);
    // Bad input on purpose: an input the route's types refuse.
    expect((await p.callRaw(topicDetails, { body: {} })).status).toBe(422);
  });

  it('counts followers once however often, and however concurrently, players tap', async () => {
    const topic = await createTopic(ctx);
    const players = await Promise.all(Array.from({ length: 5 }, () => signIn(app, config)));
    const tap = (p: Player, follow: boolean) =>
      p.call(followTopic, { body: { topic_id: topic.id, follow } });
    await Promise.all(players.flatMap((p) => [tap(p, true), tap(p, true), tap(p, true)]));
    const count = async () =>
      (await players[0]!.call(topicDetails, { body: { topic_id: topic.id } })).body.data.topic
        .follower_count;
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
    const page1 = await viewer.call(topicRanking, {
      body: {
        topic_id: topic.id,
        page: 1,
        per_page: 20,
      },
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
    const page2 = await viewer.call(topicRanking, {
      body: {
        topic_id: topic.id,
        page: 2,
        per_page: 20,
      },
    });
    expect(page2.body.data.ranking.map((r) => r.position)).toEqual([21, 22, 23, 24, 25]);
    expect(
      (await viewer.call(topicRanking, { body: { topic_id: topic.id, page: 0 } })).status,
    ).toBe(422);
  });
});

describe('categories', () => {
  it('lists categories and toggles the favourite star', async () => {
    const category = await createCategory(ctx, { name: 'Movies' });
    await createTopic(ctx, { categoryId: category.id });
    await createTopic(ctx, { categoryId: category.id });
    const p = await signIn(app, config);
    const find = async () =>
      (await p.call(categories)).body.data.category_list.find((c) => c.id === category.id);
    expect(await find()).toMatchObject({ name: 'Movies', following: false, topic_count: 2 });
    const on = await p.call(toggleFavouriteCategory, {
      body: {
        category_id: category.id,
      },
    });
    expect(on.body.data.following).toBe(true);
    expect((await find())?.following).toBe(true);
    await p.call(toggleFavouriteCategory, { body: { category_id: category.id } });
    expect((await find())?.following).toBe(false);
    expect((await p.call(toggleFavouriteCategory, { body: { category_id: 999_999 } })).status).toBe(
      404,
    );

    // Taps arriving together toggle one after another: an even number leaves the star off.
    const taps = await Promise.all(
      Array.from({ length: 6 }, () =>
        p.call(toggleFavouriteCategory, {
          body: {
            category_id: category.id,
          },
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
    const game = (await p.call(startGame, { body: { topic_id: topic.id } })).body.data;
    const qid = game.question.question_id;
    // Bad input on purpose: an input the route's types refuse.
    const bad = await p.callRaw(reportQuestion, {
      body: {
        question_id: qid,
        type: 'spam',
      },
    });
    expect(bad.status).toBe(422);
    expect(refusalOf(bad).errors!).toHaveProperty('type');
    expect(
      (await p.call(reportQuestion, { body: { question_id: qid, type: 'wrong_answer' } })).body
        .message,
    ).toBe('Reported');
    expect(
      (await p.call(reportQuestion, { body: { question_id: qid, type: 'others' } })).body.message,
    ).toBe('Already reported');
    expect(
      (await p.call(reportQuestion, { body: { question_id: 999_999, type: 'others' } })).status,
    ).toBe(404);
  });

  it('counts finished BCS games today, this week and this month', async () => {
    const bcs = await createCategory(ctx, { isBcs: true });
    const topic = await createTopic(ctx, { categoryId: bcs.id, questionCount: 1 });
    const other = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    for (const t of [topic, topic, other]) {
      const game = (await p.call(startGame, { body: { topic_id: t.id } })).body.data;
      await finishUnanswered(p, game);
    }
    const history = await p.call(bcsHistory);
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
      const game = (await p.call(startGame, { body: { topic_id: topic.id } })).body.data;
      await finishUnanswered(p, game);
      await ctx.db
        .update(games)
        .set({ finishedAt: new Date(at) })
        .where(eq(games.id, game.game_id));
    }
    const since = (start: number) => finishedAt.filter((at) => at >= start).length;
    const history = await p.call(bcsHistory);
    expect(history.body.data).toEqual({
      today: since(starts.today),
      this_week: since(starts.this_week),
      this_month: since(starts.this_month),
    });
  });
});
