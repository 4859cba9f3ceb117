import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battles, users, walletLedger } from '../../tables';
import { anotherProcess } from '../../../tests/helpers/context';
import { useBattleApp } from '../../../tests/helpers/battles';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';
import { Effects, type Outgoing } from './effects';
import { BattleHub } from './hub';
import { finishBattle } from './settle';

// The app's own sweep never runs here: its process "dies" when the test stops its clock's
// wake-ups (clock.jump), and other processes' hubs take its battles over.
const { app, ctx, clock, player, coins, expectLedgerHolds } = await useBattleApp({
  BATTLE_SWEEP_MS: '60000',
});
const topic = await createTopic(ctx, { questionCount: 7 });

function otherProcess() {
  const heard: Outgoing[] = [];
  const hub = new BattleHub(
    anotherProcess(ctx),
    { send: (out) => void heard.push(out), online: async () => false },
    app.log,
  );
  return { hub, heard };
}

async function stakeBattle(stake: 200 | 500 | 1000) {
  const a = await player(1000);
  const b = await player(1000);
  await a.c.send('queue:join', { stake, topic_id: topic.id });
  await b.c.send('queue:join', { stake, topic_id: topic.id });
  const { battle_id: battleId } = await a.c.next('battle:matched');
  await b.c.next('battle:matched');
  return { a, b, battleId };
}

const battleRow = async (id: number) =>
  (await ctx.db.select().from(battles).where(eq(battles.id, id)))[0]!;

const movesOf = async (battleId: number) =>
  (
    await ctx.db
      .select({ reason: walletLedger.reason, delta: walletLedger.delta })
      .from(walletLedger)
      .where(eq(walletLedger.reference, `battle:${battleId}`))
  )
    .map((m) => `${m.reason}:${m.delta}`)
    .sort();

describe('settlement', () => {
  it("goes on on another process when the battle's process dies mid-battle, and settles once", async () => {
    const { a, b, battleId } = await stakeBattle(1000);
    await clock.advance(2000);
    // A answers question 1 right; then A's and B's process dies.
    const q1 = await a.c.next('battle:question');
    await a.c.send('battle:answer', {
      battle_id: battleId,
      question_no: 1,
      answer_id: await correctOptionOf(ctx, q1.question.question_id),
    });
    const other = otherProcess();
    for (let i = 0; i < 80 && (await battleRow(battleId)).status === 'running'; i++) {
      clock.jump(5000);
      await other.hub.sweep(0);
    }
    const row = await battleRow(battleId);
    expect(row).toMatchObject({ status: 'finished', result: 'win', questionNo: 7 });
    expect(row.scoreA > row.scoreB).toBe(true);
    // The other process told both players every question, reveal and the result.
    const told = (event: string, userId: number) =>
      other.heard.filter((h) => h.event === event && h.userId === userId).length;
    expect([told('battle:question', a.p.userId), told('battle:reveal', b.p.userId)]).toEqual([
      6, 7,
    ]);
    expect(told('battle:finished', a.p.userId) + told('battle:finished', b.p.userId)).toBe(2);
    // The dead process's wake-ups fire late (it comes back): nothing moves again.
    await clock.advance(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await movesOf(battleId)).toEqual([
      'battle_stake:-1000',
      'battle_stake:-1000',
      'battle_win:2000',
    ]);
    expect(await coins(a.p)).toBe(2000);
    expect(await coins(b.p)).toBe(0);
    await expectLedgerHolds(a.p, b.p);
  });

  it('settles once when two processes finish the battle at the same moment, and a retried finish moves nothing', async () => {
    const { a, b, battleId } = await stakeBattle(500);
    await clock.advance(2000);
    // Nobody answers: the battle runs down to its last reveal on this process's clock.
    for (let no = 1; no <= 7; no++) {
      await clock.advance(17_000);
      if (no < 7) await clock.advance(2000);
    }
    await a.c.next('battle:reveal', (r) => r.question_no === 7);
    // The process dies as the last reveal ends; two others take over at once.
    clock.jump(2000);
    const [one, two] = [otherProcess(), otherProcess()];
    await Promise.all([one.hub.sweep(0), two.hub.sweep(0)]);
    const row = await battleRow(battleId);
    expect(row).toMatchObject({ status: 'finished', result: 'draw' });
    const finished = [...one.heard, ...two.heard].filter((h) => h.event === 'battle:finished');
    expect(finished.map((f) => f.userId).sort()).toEqual([a.p.userId, b.p.userId].sort());
    // A retry of the finish that read the battle before it finished (a job run again, a late
    // timer) finds it finished when it writes: it moves nothing.
    const fx = new Effects();
    const stale = { ...row, status: 'running' as const, result: null, finishedAt: null };
    await ctx.db.transaction((tx) => finishBattle(ctx, tx, fx, stale, clock.now()));
    expect(fx.events).toEqual([]);
    await clock.advance(0);
    expect(await movesOf(battleId)).toEqual([
      'battle_refund:500',
      'battle_refund:500',
      'battle_stake:-500',
      'battle_stake:-500',
    ]);
    const counters = await ctx.db
      .select({ draw: users.draw })
      .from(users)
      .where(eq(users.id, a.p.userId));
    expect(counters[0]?.draw).toBe(1);
    expect(await coins(a.p)).toBe(1000);
    await expectLedgerHolds(a.p, b.p);
  });
});
