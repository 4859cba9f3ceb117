import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameQuestions, games, users, walletLedger } from '../../tables';
import { useBattleApp } from '../../../tests/helpers/battles';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';

const { ctx, clock, player, coins, expectLedgerHolds } = await useBattleApp();
const topic = await createTopic(ctx, { questionCount: 8 });

async function firstQuestion(stake: 0 | 200 | 500 | 1000 = 500) {
  const a = await player(1000);
  const b = await player(1000);
  await a.c.send('queue:join', { stake, topic_id: topic.id });
  await b.c.send('queue:join', { stake, topic_id: topic.id });
  const { battle_id: battleId } = await a.c.next('battle:matched');
  await clock.advance(2000);
  const q = await a.c.next('battle:question');
  await b.c.next('battle:question');
  const correct = await correctOptionOf(ctx, q.question.question_id);
  return { a, b, battleId, q, correct };
}

const gameQuestionOf = async (battleId: number, userId: number) => {
  const [row] = await ctx.db
    .select({ answeredAt: gameQuestions.answeredAt, points: gameQuestions.points })
    .from(gameQuestions)
    .innerJoin(games, eq(games.id, gameQuestions.gameId))
    .where(
      and(eq(games.battleId, battleId), eq(games.userId, userId), eq(gameQuestions.position, 0)),
    );
  return row;
};

describe('the battle clock', () => {
  it('takes an answer within the 2 s grace (for the least points) and refuses a later one, changing nothing', async () => {
    const { a, b, battleId, correct } = await firstQuestion();
    // 16.9 s after serving: past the 15 s on screen but within grace, 0 s left: 10 points.
    await clock.advance(16_900);
    const inGrace = await a.c.send('battle:answer', {
      battle_id: battleId,
      question_no: 1,
      answer_id: correct,
    });
    expect(inGrace.status_code).toBe(200);
    // B's process stalls past the grace: the answer arrives at 17.5 s, before anyone closed the
    // question. It is refused and the question closes with B's timeout.
    clock.jump(600);
    const late = await b.c.send('battle:answer', {
      battle_id: battleId,
      question_no: 1,
      answer_id: correct,
    });
    expect(late).toMatchObject({ status_code: 409, data: { code: 'question_closed' } });
    const reveal = await a.c.next('battle:reveal');
    expect(reveal.answers[a.p.userId]).toEqual({ answer_id: correct, correct: true, points: 10 });
    expect(reveal.answers[b.p.userId]).toEqual({ answer_id: null, correct: false, points: 0 });
    expect(await gameQuestionOf(battleId, b.p.userId)).toMatchObject({ points: 0 });
  });

  it('refuses an answer to a question that is not open, and one from outside the battle', async () => {
    const { a, battleId, q, correct } = await firstQuestion();
    const ahead = await a.c.send('battle:answer', {
      battle_id: battleId,
      question_no: 2,
      answer_id: correct,
    });
    expect(ahead).toMatchObject({ status_code: 409, data: { code: 'question_closed' } });
    const foreign = await a.c.send('battle:answer', {
      battle_id: battleId,
      question_no: 1,
      answer_id: 999_999,
    });
    expect(foreign).toMatchObject({
      status_code: 422,
      data: { code: 'validation_failed', errors: { answer_id: expect.any(Array) } },
    });
    const stranger = await player();
    const notMine = await stranger.c.send('battle:answer', {
      battle_id: battleId,
      question_no: 1,
      answer_id: q.question.options[0]!.id,
    });
    expect(notMine).toMatchObject({ status_code: 404, data: { code: 'not_found' } });
    expect(await gameQuestionOf(battleId, a.p.userId)).toMatchObject({ answeredAt: null });
  });

  it('goes on without a player who never answers: each missed question is a timeout worth 0, and a 0-0 draw refunds both', async () => {
    const { a, b, battleId } = await firstQuestion(200);
    expect(await coins(a.p)).toBe(800);
    for (let no = 1; no <= 7; no++) {
      // Nobody answers: the question closes at its end plus grace, the reveal lasts 2 s.
      await clock.advance(16_999);
      expect(
        a.c.has('battle:reveal', (r) => (r as { question_no: number }).question_no === no),
      ).toBe(false);
      await clock.advance(1);
      const reveal = await b.c.next('battle:reveal', (r) => r.question_no === no);
      expect(reveal.scores).toEqual({ [a.p.userId]: 0, [b.p.userId]: 0 });
      await clock.advance(2000);
    }
    expect(await a.c.next('battle:finished')).toMatchObject({ result: 'draw', coins_delta: 0 });
    expect(await b.c.next('battle:finished')).toMatchObject({ result: 'draw', coins_delta: 0 });
    expect(await coins(a.p)).toBe(1000);
    expect(await coins(b.p)).toBe(1000);
    await expectLedgerHolds(a.p, b.p);
    const refunds = await ctx.db
      .select()
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.reference, `battle:${battleId}`),
          eq(walletLedger.reason, 'battle_refund'),
        ),
      );
    expect(refunds).toHaveLength(2);
    const [ua] = await ctx.db
      .select({ draw: users.draw })
      .from(users)
      .where(eq(users.id, a.p.userId));
    expect(ua?.draw).toBe(1);
  });

  it('keeps a player to one queue or battle: joining during a battle is refused', async () => {
    const { a } = await firstQuestion(0);
    const again = await a.c.send('queue:join', { stake: 0, topic_id: topic.id });
    expect(again).toMatchObject({ status_code: 409, data: { code: 'battle_busy' } });
  });
});
