import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  battleQueue,
  battles,
  gameQuestions,
  games,
  questionReports,
  questions,
  topics,
  users,
  walletLedger,
} from '../../tables';
import { useBattleApp } from '../../../tests/helpers/battles';
import { connectBattle } from '../../../tests/helpers/battle-client';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';

const { ctx, clock, url, player, coins } = await useBattleApp();
const topic = await createTopic(ctx, { questionCount: 7 });

const ledgerRows = async (userId: number) =>
  ctx.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

describe('the quick-battle queue', () => {
  it('brings the practice bot to a free queue after 10 s; the bot battle plays to the end and moves nothing but practice', async () => {
    const { p, c } = await player(1000, { name: 'Solo' });
    expect((await c.send('queue:join', { stake: 0, topic_id: topic.id })).status_code).toBe(200);
    await clock.advance(9_999);
    expect(c.has('battle:matched')).toBe(false);
    await clock.advance(1);
    const m = await c.next('battle:matched');
    expect(m).toMatchObject({
      stake: 0,
      opponent: { user_id: 0, name: 'Practice bot', is_bot: true, level: 1, image_url: null },
    });
    const [row] = await ctx.db.select().from(battles).where(eq(battles.id, m.battle_id));
    const plan = row!.botPlan!;
    expect(plan).toHaveLength(7);
    const ledgerBefore = (await ledgerRows(p.userId)).length;
    const [before] = await ctx.db.select().from(users).where(eq(users.id, p.userId));

    await clock.advance(2000);
    let botScore = 0;
    let myScore = 0;
    for (let no = 1; no <= 7; no++) {
      const q = await c.next('battle:question', (x) => x.question_no === no);
      const correct = await correctOptionOf(ctx, q.question.question_id);
      const move = plan[no - 1]!;
      // The player answers at once (15 s left: 20 points); the bot answers after its delay.
      expect(
        (
          await c.send('battle:answer', {
            battle_id: m.battle_id,
            question_no: no,
            answer_id: correct,
          })
        ).status_code,
      ).toBe(200);
      myScore += 20 * (no === 7 ? 2 : 1);
      expect(move.afterMs).toBeGreaterThanOrEqual(3000);
      expect(move.afterMs).toBeLessThanOrEqual(10_000);
      await clock.advance(move.afterMs - 1);
      expect(
        c.has('battle:opponent', (o) => (o as { question_no: number }).question_no === no),
      ).toBe(false);
      await clock.advance(1);
      await c.next('battle:opponent', (o) => o.question_no === no);
      const reveal = await c.next('battle:reveal', (r) => r.question_no === no);
      const botRight = move.answerId === correct;
      const botPoints = botRight
        ? (10 + Math.ceil((10 * Math.floor(15 - move.afterMs / 1000)) / 15)) * (no === 7 ? 2 : 1)
        : 0;
      botScore += botPoints;
      expect(reveal.answers['0']).toEqual({
        answer_id: move.answerId,
        correct: botRight,
        points: botPoints,
      });
      expect(reveal.scores).toEqual({ [p.userId]: myScore, '0': botScore });
      await clock.advance(2000);
    }
    const finished = await c.next('battle:finished');
    expect(finished).toMatchObject({
      coins_delta: 0,
      scores: { [p.userId]: myScore, '0': botScore },
    });
    // Nothing moved: no ledger row, no win/draw/loss.
    expect((await ledgerRows(p.userId)).length).toBe(ledgerBefore);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, p.userId));
    expect([after?.win, after?.draw, after?.loss]).toEqual([
      before?.win,
      before?.draw,
      before?.loss,
    ]);
  });

  it('ends a stake queue after 30 s with queue:timeout, charging nothing', async () => {
    const { p, c } = await player(1000);
    const ledgerBefore = (await ledgerRows(p.userId)).length;
    expect((await c.send('queue:join', { stake: 500, topic_id: topic.id })).status_code).toBe(200);
    await clock.advance(29_999);
    expect(c.has('queue:timeout')).toBe(false);
    await clock.advance(1);
    expect(await c.next('queue:timeout')).toEqual({ stake: 500 });
    expect(c.has('battle:matched')).toBe(false);
    expect(await coins(p)).toBe(1000);
    expect((await ledgerRows(p.userId)).length).toBe(ledgerBefore);
    expect(await ctx.db.select().from(battleQueue).where(eq(battleQueue.userId, p.userId))).toEqual(
      [],
    );
  });

  it('meets only the same stake and topic, the nearest level first; another tab joins the same queue', async () => {
    const other = await createTopic(ctx, { questionCount: 7 });
    const low = await player(2000, { name: 'Low' });
    const high = await player(2000, { name: 'High' });
    const elsewhere = await player(2000, { name: 'Elsewhere' });
    // Level 1 and level 5 (1000 points).
    await ctx.db.update(users).set({ points: 1000 }).where(eq(users.id, high.p.userId));
    // Both wait in the pool (they would have met each other had they joined one after the
    // other); the level-1 player has waited longer.
    const now = clock.now().getTime();
    await ctx.db.insert(battleQueue).values(
      [
        { p: low.p, level: 1, waited: 20_000 },
        { p: high.p, level: 5, waited: 10_000 },
      ].map((w) => ({
        userId: w.p.userId,
        stake: 200,
        topicId: topic.id,
        level: w.level,
        joinedAt: new Date(now - w.waited),
        dueAt: new Date(now + 10_000),
      })),
    );
    await elsewhere.c.send('queue:join', { stake: 200, topic_id: other.id });
    const joiner = await player(2000, { name: 'Joiner' });
    await ctx.db.update(users).set({ points: 1100 }).where(eq(users.id, joiner.p.userId));
    // Another tab of the joiner, waiting in a different stake first, then joining the same queue.
    const tab = await connectBattle(url, joiner.p.token);
    await joiner.c.send('queue:join', { stake: 1000, topic_id: topic.id });
    expect((await tab.send('queue:join', { stake: 200, topic_id: topic.id })).status_code).toBe(
      200,
    );
    const m = await joiner.c.next('battle:matched');
    await tab.next('battle:matched');
    expect(m.opponent).toMatchObject({ user_id: high.p.userId, level: 5 });
    expect(await high.c.next('battle:matched')).toMatchObject({ battle_id: m.battle_id });
    expect(low.c.has('battle:matched')).toBe(false);
    expect(elsewhere.c.has('battle:matched')).toBe(false);
    // Both stakes escrowed; the stake queue left behind charged nothing.
    expect(await coins(joiner.p)).toBe(1800);
    expect(await coins(high.p)).toBe(1800);
    const waiting = await ctx.db.select({ userId: battleQueue.userId }).from(battleQueue);
    expect(waiting.map((w) => w.userId).sort()).toEqual([low.p.userId, elsewhere.p.userId].sort());
    // Leaving a queue, and closing the last socket, end the wait.
    expect(await low.c.send('queue:leave', {})).toMatchObject({ data: { queued: false } });
    elsewhere.c.close();
    await expect.poll(async () => (await ctx.db.select().from(battleQueue)).length).toBe(0);
  });

  it('refuses a stake the player cannot pay, an unknown or unpublished topic, and a topic too small, queuing nothing', async () => {
    const { c } = await player(100);
    expect(await c.send('queue:join', { stake: 200, topic_id: topic.id })).toMatchObject({
      status_code: 402,
      data: { code: 'out_of_coin' },
    });
    const hidden = await createTopic(ctx, { questionCount: 7 });
    await ctx.db.update(topics).set({ published: false }).where(eq(topics.id, hidden.id));
    expect(await c.send('queue:join', { stake: 0, topic_id: hidden.id })).toMatchObject({
      status_code: 404,
      data: { code: 'not_found' },
    });
    const small = await createTopic(ctx, { questionCount: 6 });
    expect(await c.send('queue:join', { stake: 0, topic_id: small.id })).toMatchObject({
      status_code: 409,
      data: { code: 'not_enough_questions' },
    });
    expect(await c.send('queue:join', { stake: 0, topic_id: 2_000_000_000 })).toMatchObject({
      status_code: 404,
    });
    expect(await ctx.db.select().from(battleQueue)).toEqual([]);
  });

  it('never uses a retired question or one held by reports', async () => {
    const mixed = await createTopic(ctx, { questionCount: 9 });
    const ids = (
      await ctx.db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.topicId, mixed.id))
    ).map((q) => q.id);
    const [retired, held] = ids;
    await ctx.db.update(questions).set({ active: false }).where(eq(questions.id, retired!));
    const reporters = await Promise.all([1, 2, 3, 4, 5].map(() => player()));
    await ctx.db.insert(questionReports).values(
      reporters.map((r) => ({
        userId: r.p.userId,
        questionId: held!,
        type: 'wrong_answer' as const,
      })),
    );
    for (let i = 0; i < 3; i++) {
      const { c } = await player();
      await c.send('queue:join', { stake: 0, topic_id: mixed.id });
      await clock.advance(10_000);
      const m = await c.next('battle:matched');
      const used = await ctx.db
        .select({ questionId: gameQuestions.questionId })
        .from(gameQuestions)
        .innerJoin(games, eq(games.id, gameQuestions.gameId))
        .where(eq(games.battleId, m.battle_id));
      expect(used).toHaveLength(7);
      expect(used.map((u) => u.questionId).sort()).toEqual(
        ids.filter((id) => id !== retired && id !== held).sort(),
      );
      c.close();
    }
    const finishedOrRunning = await ctx.db
      .select({ id: battles.id })
      .from(battles)
      .where(inArray(battles.topicId, [mixed.id]));
    expect(finishedOrRunning).toHaveLength(3);
  });
});
