import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { battles, games, users, walletLedger } from '../../tables';
import { useBattleApp } from '../../../tests/helpers/battles';
import type { BattleClient } from '../../../tests/helpers/battle-client';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';
import { battle, battles as battlesRoute } from '@contract/routes/battles';

const env = await useBattleApp();
const { ctx, clock, player, coins, expectLedgerHolds } = env;
const topic = await createTopic(ctx, { questionCount: 10 });

/** Nothing a client gets before a question's reveal names which option is right. */
function expectNoAnswerBeforeReveal(c: BattleClient) {
  for (const r of c.received) {
    if (r.event === 'battle:reveal') continue;
    expect(JSON.stringify(r.raw), r.event).not.toMatch(/correct/i);
  }
}

async function matched(stake: 0 | 200 | 500 | 1000, wallet = 1000) {
  const a = await player(wallet, { name: 'Aung' });
  const b = await player(wallet, { name: 'Bo' });
  const joinA = await a.c.send('queue:join', { stake, topic_id: topic.id });
  expect(joinA).toMatchObject({ status_code: 200, success: true, data: { queued: true } });
  expect((await b.c.send('queue:join', { stake, topic_id: topic.id })).status_code).toBe(200);
  const ma = await a.c.next('battle:matched');
  const mb = await b.c.next('battle:matched');
  expect(ma.battle_id).toBe(mb.battle_id);
  return { a, b, battleId: ma.battle_id, ma, mb };
}

const wrongOf = (q: { options: { id: number }[] }, correct: number) =>
  q.options.find((o) => o.id !== correct)!.id;

describe('a live battle', () => {
  it('matches two players, plays all 7 questions on the server clock, reveals each and settles once', async () => {
    const { a, b, battleId, ma, mb } = await matched(200);
    expect(ma).toMatchObject({
      stake: 200,
      question_count: 7,
      question_seconds: 15,
      opponent: { user_id: b.p.userId, name: 'Bo', is_bot: false, level: 1 },
    });
    expect(mb.opponent).toMatchObject({ user_id: a.p.userId, name: 'Aung', is_bot: false });
    // Escrowed at the match.
    expect(await coins(a.p)).toBe(800);
    expect(await coins(b.p)).toBe(800);

    // The matched screen lasts 2 s: no question before.
    await clock.advance(1999);
    expect(a.c.has('battle:question')).toBe(false);
    await clock.advance(1);

    let expectA = 0;
    let expectB = 0;
    for (let no = 1; no <= 7; no++) {
      const qa = await a.c.next('battle:question', (q) => q.question_no === no);
      const qb = await b.c.next('battle:question', (q) => q.question_no === no);
      expect(qb.question.question_id).toBe(qa.question.question_id);
      expect(Date.parse(qa.ends_at) - Date.parse(qa.server_time)).toBe(15_000);
      expect(qa.question.options.map((o) => o.id).sort()).toEqual(
        qb.question.options.map((o) => o.id).sort(),
      );
      const correct = await correctOptionOf(ctx, qa.question.question_id);
      const last = no === 7 ? 2 : 1;

      // A answers right after 3 s: 12 s left, 10 + ceil(10 × 12 / 15) = 18 points.
      await clock.advance(3000);
      const ackA = await a.c.send('battle:answer', {
        battle_id: battleId,
        question_no: no,
        answer_id: correct,
      });
      expect(ackA).toMatchObject({ status_code: 200, data: { accepted: true } });
      expect(JSON.stringify(ackA)).not.toMatch(/correct/i);
      expect(await b.c.next('battle:opponent', (o) => o.question_no === no)).toEqual({
        battle_id: battleId,
        question_no: no,
        answered: true,
      });
      // A second answer is refused and changes nothing.
      const again = await a.c.send('battle:answer', {
        battle_id: battleId,
        question_no: no,
        answer_id: wrongOf(qa.question, correct),
      });
      expect(again).toMatchObject({ status_code: 409, data: { code: 'already_answered' } });
      expect(
        a.c.has('battle:reveal', (r) => (r as { question_no: number }).question_no === no),
      ).toBe(false);

      // B answers 2 s later: right on odd questions (10 s left: 17 points), wrong on even ones.
      await clock.advance(2000);
      const bRight = no % 2 === 1;
      const ackB = await b.c.send('battle:answer', {
        battle_id: battleId,
        question_no: no,
        answer_id: bRight ? correct : wrongOf(qb.question, correct),
      });
      expect(ackB.status_code).toBe(200);
      expectA += 18 * last;
      expectB += bRight ? 17 * last : 0;

      // Both answered: the reveal comes at once, the same for both.
      const ra = await a.c.next('battle:reveal', (r) => r.question_no === no);
      const rb = await b.c.next('battle:reveal', (r) => r.question_no === no);
      expect(rb).toEqual(ra);
      expect(ra.correct_answer_id).toBe(correct);
      expect(ra.answers[a.p.userId]).toEqual({
        answer_id: correct,
        correct: true,
        points: 18 * last,
      });
      expect(ra.answers[b.p.userId]).toMatchObject({
        correct: bRight,
        points: bRight ? 17 * last : 0,
      });
      expect(ra.scores).toEqual({ [a.p.userId]: expectA, [b.p.userId]: expectB });
      // The reveal shows for 2 s, then the next question (or the result).
      await clock.advance(1999);
      expect(
        a.c.has('battle:question', (q) => (q as { question_no: number }).question_no === no + 1),
      ).toBe(false);
      await clock.advance(1);
    }

    const fa = await a.c.next('battle:finished');
    const fb = await b.c.next('battle:finished');
    expect(fa).toEqual({
      battle_id: battleId,
      result: 'win',
      scores: { [a.p.userId]: expectA, [b.p.userId]: expectB },
      coins_delta: 200,
    });
    expect(fb).toMatchObject({ result: 'loss', coins_delta: -200 });
    expect(await coins(a.p)).toBe(1200);
    expect(await coins(b.p)).toBe(800);
    await expectLedgerHolds(a.p, b.p);
    const moves = await ctx.db
      .select({ reason: walletLedger.reason, delta: walletLedger.delta })
      .from(walletLedger)
      .where(eq(walletLedger.reference, `battle:${battleId}`));
    expect(moves.map((m) => `${m.reason}:${m.delta}`).sort()).toEqual([
      'battle_stake:-200',
      'battle_stake:-200',
      'battle_win:400',
    ]);
    const [ua] = await ctx.db.select().from(users).where(eq(users.id, a.p.userId));
    const [ub] = await ctx.db.select().from(users).where(eq(users.id, b.p.userId));
    expect([ua?.win, ua?.loss, ub?.win, ub?.loss]).toEqual([1, 0, 0, 1]);
    // Both played an engine game of the battle, now finished.
    const played = await ctx.db.select().from(games).where(eq(games.battleId, battleId));
    expect(played.map((g) => [g.kind, g.status, g.points]).sort()).toEqual(
      [
        ['battle', 'finished', expectA],
        ['battle', 'finished', expectB],
      ].sort(),
    );

    expectNoAnswerBeforeReveal(a.c);
    expectNoAnswerBeforeReveal(b.c);

    // The history and the snapshot over HTTP.
    const list = await a.p.call(battlesRoute, { query: { page: 1 } });
    expect(list.body.data.battles[0]).toMatchObject({
      battle_id: battleId,
      opponent: { user_id: b.p.userId },
      is_bot: false,
      stake: 200,
      my_score: expectA,
      opponent_score: expectB,
      result: 'win',
    });
    const one = await b.p.call(battle, { params: { id: battleId } });
    expect(one.body.data).toMatchObject({
      battle_id: battleId,
      status: 'finished',
      question: null,
    });
    const stranger = await player();
    expect((await stranger.p.call(battle, { params: { id: battleId } })).status).toBe(404);
    const [row] = await ctx.db.select().from(battles).where(eq(battles.id, battleId));
    expect(row?.status).toBe('finished');
  });
});
