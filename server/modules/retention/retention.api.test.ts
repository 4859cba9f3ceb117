import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameState } from '@contract/gameplay';

import { signIn, type Player } from '../../../tests/helpers/client';
import { ManualClock } from '../../../tests/helpers/clock';
import { useTestApp } from '../../../tests/helpers/context';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';
import { notifications, walletLedger } from '../../tables';
import { countEvent, recordGameFinished, recordPlayDay } from './events';
import { badges, celebrations, playerBadges, type BadgeRule } from './tables';
import { nextQuestion, startGame as startGameRoute, submitAnswer } from '@contract/routes/gameplay';
import {
  badges as badgesRoute,
  celebrations as celebrationsRoute,
  celebrationsSeen,
  claimDailyReward,
  streak as streakRoute,
} from '@contract/routes/retention';

// One question a game: a finished game is one answer away.
const { app, ctx, config } = await useTestApp({ GAME_RULES: '{"topicGameQuestions":1}' });
const clock = new ManualClock(Date.parse('2026-03-01T06:00:00Z'));
ctx.clock = clock;
const onPg = process.env.TEST_DB === 'postgres';

// Asia/Dhaka (UTC+6): operator day D at noon is D-1T06:00Z... keep it simple: noon local.
const noon = (day: string) => new Date(`${day}T06:00:00Z`);
const day = (n: number) => new Date(Date.UTC(2026, 2, n)).toISOString().slice(0, 10);

let slug = 0;
async function addBadge(rule: BadgeRule, threshold: number) {
  slug += 1;
  const [b] = await ctx.db
    .insert(badges)
    .values({
      slug: `test-${rule}-${threshold}-${slug}`,
      nameEn: `Badge ${slug}`,
      nameMm: `တံဆိပ် ${slug}`,
      descriptionEn: 'A test badge',
      descriptionMm: 'စမ်းသပ် တံဆိပ်',
      rule,
      threshold,
    })
    .returning();
  return b!;
}

const earned = async (userId: number, badgeId: number) =>
  (
    await ctx.db
      .select()
      .from(playerBadges)
      .where(and(eq(playerBadges.userId, userId), eq(playerBadges.badgeId, badgeId)))
  ).length;

async function startGame(p: Player, topicId: number) {
  const res = await p.call(startGameRoute, { body: { topic_id: topicId } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Answers the game's one question; right or wrong. */
async function answer(p: Player, g: GameState, right = true) {
  const correct = await correctOptionOf(ctx, g.question.question_id);
  const wrong = g.question.options.find((o) => o.id !== correct)!.id;
  return p.call(submitAnswer, {
    body: {
      game_id: g.game_id,
      question_id: g.question.question_id,
      answer_id: right ? correct : wrong,
    },
  });
}

const streak = async (p: Player) => (await p.call(streakRoute)).body.data;

describe('the streak in operator days', () => {
  it('is kept by a finished game, broken by a missed day, saved by a freeze, freezes capped at 2', async () => {
    const p = await signIn(app, config);
    const topic = await createTopic(ctx, { questionCount: 3 });
    clock.jump(noon(day(1)).getTime() - clock.now().getTime());
    expect(await streak(p)).toMatchObject({ streak_days: 0, played_today: false });
    const res = await answer(p, await startGame(p, topic.id));
    expect(res.body.data.question_finished).toBe(true);
    expect(await streak(p)).toMatchObject({ streak_days: 1, played_today: true, freezes: 0 });

    // 23:59 and 00:01 Dhaka time are two days: the second game makes it 2.
    clock.jump(Date.parse(`${day(1)}T17:59:00Z`) - clock.now().getTime());
    await answer(p, await startGame(p, topic.id));
    expect((await streak(p)).streak_days).toBe(1);
    clock.jump(2 * 60_000);
    expect(await streak(p)).toMatchObject({ streak_days: 1, played_today: false });
    await answer(p, await startGame(p, topic.id));
    expect((await streak(p)).streak_days).toBe(2);

    // A missed day without a freeze ends it.
    clock.jump(noon(day(4)).getTime() - clock.now().getTime());
    expect((await streak(p)).streak_days).toBe(0);
    await answer(p, await startGame(p, topic.id));
    expect((await streak(p)).streak_days).toBe(1);

    // Days 4..10 are 7 days: a freeze. Day 11 missed, day 12 played: saved, the freeze spent.
    for (let d = 5; d <= 10; d++) await recordDay(p.userId, d);
    expect(await streakAt(p, 10)).toMatchObject({ streak_days: 7, freezes: 1 });
    expect(await streakAt(p, 12)).toMatchObject({
      streak_days: 7,
      freezes: 0,
      played_today: false,
    });
    await recordDay(p.userId, 12);
    expect(await streakAt(p, 12)).toMatchObject({ streak_days: 8, freezes: 0, best_streak: 8 });
    // On to day 12 + 20: freezes at 14, 21 and 28 days, held at most 2.
    for (let d = 13; d <= 31; d++) await recordDay(p.userId, d);
    expect(await streakAt(p, 31)).toMatchObject({ streak_days: 27, freezes: 2 });
    // Three days missed with two freezes: gone, and the next day starts again at 1.
    clock.jump(Date.parse('2026-04-04T06:00:00Z') - clock.now().getTime());
    expect((await streak(p)).streak_days).toBe(0);
  });

  it('counts a game finished by Next after a wrong last answer (a retry was offered)', async () => {
    const p = await signIn(app, config);
    const topic = await createTopic(ctx, { questionCount: 2 });
    const g = await startGame(p, topic.id);
    const res = await answer(p, g, false);
    expect(res.body.data.can_try_again).toBe(true);
    expect((await streak(p)).played_today).toBe(false);
    const next = await p.call(nextQuestion, { body: { game_id: g.game_id } });
    expect(next.body.data.question_finished).toBe(true);
    expect(await streak(p)).toMatchObject({ streak_days: 1, played_today: true });
  });
});

async function recordDay(userId: number, d: number) {
  await ctx.db.transaction((tx) => recordPlayDay(ctx, tx, userId, noon(day(d))));
}

async function streakAt(p: Player, d: number) {
  clock.jump(noon(day(d)).getTime() - clock.now().getTime());
  return streak(p);
}

describe('the daily reward', () => {
  it('pays the 7-day cycle, day 1 to day 8, once a day, and starts again after a missed day', async () => {
    const p = await signIn(app, config);
    const paid: Array<[number, number, number]> = [];
    for (let d = 1; d <= 8; d++) {
      clock.jump(noon(day(d)).getTime() - clock.now().getTime());
      const before = (await streak(p)).reward;
      expect(before.claimable).toBe(true);
      const res = await p.call(claimDailyReward);
      expect(res.status).toBe(200);
      paid.push([before.day_in_cycle, res.body.data.coins, res.body.data.gems]);
      const again = await p.call(claimDailyReward);
      expect(again.status).toBe(409);
      expect(again.body.data).toMatchObject({ code: 'already_claimed' });
      expect((await streak(p)).reward.claimable).toBe(false);
    }
    expect(paid).toEqual([
      [1, 20, 0],
      [2, 30, 0],
      [3, 40, 0],
      [4, 50, 0],
      [5, 60, 0],
      [6, 80, 0],
      [7, 150, 1],
      [1, 20, 0],
    ]);
    clock.jump(noon(day(10)).getTime() - clock.now().getTime());
    expect((await streak(p)).reward).toMatchObject({ day_in_cycle: 1, coins: 20 });
    const rows = await ctx.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, p.userId), eq(walletLedger.reason, 'daily_reward')));
    expect(rows).toHaveLength(9);
  });

  it.skipIf(!onPg)('pays once when 8 claims arrive at the same time', async () => {
    const p = await signIn(app, config);
    clock.jump(noon(day(20)).getTime() - clock.now().getTime());
    const replies = await Promise.all(Array.from({ length: 8 }, () => p.call(claimDailyReward)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await ctx.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, p.userId), eq(walletLedger.reason, 'daily_reward')));
    expect(rows).toHaveLength(1);
  });
});

describe('badges', () => {
  it('are awarded at the threshold, once, with a celebration once and a notification', async () => {
    const p = await signIn(app, config);
    const topic = await createTopic(ctx, { questionCount: 3 });
    const two = await addBadge('games_finished', 2);
    await answer(p, await startGame(p, topic.id));
    expect(await earned(p.userId, two.id)).toBe(0);
    const list = (await p.call(badgesRoute)).body.data.badges;
    expect(list.find((b) => b.id === two.id)).toMatchObject({
      earned_at: null,
      progress: { value: 1, target: 2 },
    });
    await answer(p, await startGame(p, topic.id));
    expect(await earned(p.userId, two.id)).toBe(1);
    await answer(p, await startGame(p, topic.id));
    expect(await earned(p.userId, two.id)).toBe(1);

    const party = (await p.call(celebrationsRoute)).body.data;
    const mine = party.celebrations.filter((c) => c.badge?.id === two.id);
    expect(mine).toHaveLength(1);
    await p.call(celebrationsSeen, { body: { ids: mine.map((c) => c.id) } });
    const after = (await p.call(celebrationsRoute)).body.data;
    expect(after.celebrations.filter((c) => c.badge?.id === two.id)).toHaveLength(0);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.userId), eq(notifications.kind, 'badge_earned')));
    expect(told.length).toBeGreaterThanOrEqual(1);
  });

  it('awards every rule at its threshold and never twice', async () => {
    const p = await signIn(app, config);
    const at = noon(day(1));
    const counters = [
      'tournament_top10',
      'tournament_wins',
      'challenges_won',
      'battles_won',
      'friends',
      'topics_completed',
    ] as const;
    for (const rule of counters) {
      const b = await addBadge(rule, 2);
      await ctx.db.transaction((tx) => countEvent(tx, p.userId, rule, at));
      expect(await earned(p.userId, b.id)).toBe(0);
      await ctx.db.transaction((tx) => countEvent(tx, p.userId, rule, at));
      expect(await earned(p.userId, b.id)).toBe(1);
      await ctx.db.transaction((tx) => countEvent(tx, p.userId, rule, at));
      expect(await earned(p.userId, b.id)).toBe(1);
    }
    const correct = await addBadge('correct_answers', 5);
    const perfect = await addBadge('perfect_games', 1);
    const streakBadge = await addBadge('streak_days', 2);
    const game = { userId: p.userId, correct: 3, questions: 3 };
    await ctx.db.transaction((tx) => recordGameFinished(ctx, tx, game, noon(day(1))));
    expect(await earned(p.userId, perfect.id)).toBe(1);
    expect(await earned(p.userId, correct.id)).toBe(0);
    expect(await earned(p.userId, streakBadge.id)).toBe(0);
    await ctx.db.transaction((tx) =>
      recordGameFinished(ctx, tx, { ...game, correct: 2 }, noon(day(2))),
    );
    expect(await earned(p.userId, correct.id)).toBe(1);
    expect(await earned(p.userId, streakBadge.id)).toBe(1);
    expect(await earned(p.userId, perfect.id)).toBe(1);
  });

  it('a badge added later is awarded at the next qualifying event, not before', async () => {
    const p = await signIn(app, config);
    const at = noon(day(1));
    for (let i = 0; i < 3; i++) {
      await ctx.db.transaction((tx) => countEvent(tx, p.userId, 'challenges_won', at));
    }
    const late = await addBadge('challenges_won', 2);
    expect(await earned(p.userId, late.id)).toBe(0);
    // Another rule's event does not look at it.
    await ctx.db.transaction((tx) => countEvent(tx, p.userId, 'friends', at));
    expect(await earned(p.userId, late.id)).toBe(0);
    await ctx.db.transaction((tx) => countEvent(tx, p.userId, 'challenges_won', at));
    expect(await earned(p.userId, late.id)).toBe(1);
  });

  it.skipIf(!onPg)(
    'two games finishing at once that both cross the threshold award it once',
    async () => {
      for (let round = 0; round < 5; round++) {
        const p = await signIn(app, config);
        const topic = await createTopic(ctx, { questionCount: 3 });
        const first = await addBadge('games_finished', 1);
        const [a, b] = [await startGame(p, topic.id), await startGame(p, topic.id)];
        const replies = await Promise.all([answer(p, a), answer(p, b)]);
        expect(replies.map((r) => r.status)).toEqual([200, 200]);
        expect(await earned(p.userId, first.id)).toBe(1);
        const parties = await ctx.db
          .select()
          .from(celebrations)
          .where(and(eq(celebrations.userId, p.userId), eq(celebrations.badgeId, first.id)));
        expect(parties).toHaveLength(1);
      }
    },
  );
});
