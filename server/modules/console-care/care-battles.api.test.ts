import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { battles } from '../../tables';
import { runRollup } from '../analytics/rollup';
import { ensureDevAdmin } from '../console';

import { useBattleApp } from '../../../tests/helpers/battles';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';
import { analyticsReport } from '@contract/routes/console-analytics';
import { playerBattles } from '@contract/routes/console-care';
import { refusalOf } from '../../../tests/helpers/call';

// Staff sign-ins weigh a password each: a busy machine needs longer.
vi.setConfig({ testTimeout: 120_000 });

// Real battles, played through sockets on a clock moved by hand: the care page and the analytics
// figure read what the battle module and the ledger wrote, not rows a test made up.
const { app, ctx, clock, player, coins } = await useBattleApp({ BATTLE_SWEEP_MS: '60000' });
await ensureDevAdmin(ctx);
const admin = await signInDevAdmin(app);
const topic = await createTopic(ctx, { questionCount: 7 });

const statusOf = async (id: number) =>
  (await ctx.db.select().from(battles).where(eq(battles.id, id)))[0]!.status;

/** Moves the clock until the battle has finished (every deadline passes; nobody else answers). */
async function runOut(battleId: number) {
  for (let i = 0; i < 200 && (await statusOf(battleId)) === 'running'; i++) {
    await clock.advance(1000);
  }
  expect(await statusOf(battleId)).toBe('finished');
}

async function matched(stake: 0 | 200 | 500 | 1000) {
  const a = await player(1000, { name: 'Care Aung' });
  const b = await player(1000, { name: 'Care Bo' });
  await a.c.send('queue:join', { stake, topic_id: topic.id });
  await b.c.send('queue:join', { stake, topic_id: topic.id });
  const { battle_id: battleId } = await a.c.next('battle:matched');
  await b.c.next('battle:matched');
  return { a, b, battleId };
}

// A wins a 200 battle (right on question 1, B never answers), a third player plays the practice
// bot, and a 500 battle is left running.
const won = await matched(200);
await clock.advance(2000);
const q1 = await won.a.c.next('battle:question');
await won.a.c.send('battle:answer', {
  battle_id: won.battleId,
  question_no: 1,
  answer_id: await correctOptionOf(ctx, q1.question.question_id),
});
await runOut(won.battleId);
const solo = await player(0, { name: 'Care Solo' });
await solo.c.send('queue:join', { stake: 0, topic_id: topic.id });
await clock.advance(10_000);
const withBot = await solo.c.next('battle:matched');
await runOut(withBot.battle_id);
// Made last, as nothing moves the clock after it.
const running = await matched(500);

const battlesOf = (staff: typeof admin, userId: number, page = 1) =>
  staff.call(playerBattles, { params: { id: userId }, query: { page, per_page: 10 } });

describe('customer care: a player’s battles', () => {
  it('lists them newest first with opponent, stake, result, scores and the coins the ledger moved', async () => {
    const res = await battlesOf(admin, won.a.p.userId);
    expect(res.status).toBe(200);
    const { rows, total } = res.body.data;
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      id: won.battleId,
      kind: 'quick',
      opponent: 'Care Bo',
      is_bot: false,
      stake: 200,
      status: 'finished',
      result: 'win',
      opponent_score: 0,
      coins_moved: 200,
    });
    expect(rows[0]!.my_score).toBeGreaterThan(0);
    expect(rows[0]!.finished_at).not.toBeNull();
    expect(await coins(won.a.p)).toBe(1200);

    const loser = (await battlesOf(admin, won.b.p.userId)).body.data.rows[0];
    expect(loser).toMatchObject({ opponent: 'Care Aung', result: 'loss', coins_moved: -200 });
    expect(await coins(won.b.p)).toBe(800);

    // A running battle shows the stake held in escrow and no result yet.
    const held = (await battlesOf(admin, running.a.p.userId)).body.data.rows[0];
    expect(held).toMatchObject({
      id: running.battleId,
      stake: 500,
      status: 'running',
      result: null,
      finished_at: null,
      coins_moved: -500,
    });

    const bot = (await battlesOf(admin, solo.p.userId)).body.data;
    expect(bot.rows).toEqual([
      expect.objectContaining({
        id: withBot.battle_id,
        opponent: null,
        is_bot: true,
        stake: 0,
        coins_moved: 0,
      }),
    ]);
  });

  it('opens to support and admins only; 404 for nobody; a player’s token opens nothing', async () => {
    const params = { id: won.a.p.userId };
    for (const role of ['support', 'analyst', 'editor'] as const) {
      const member = await inviteStaff(admin, role);
      const staff = await signInStaff(app, member.email, member.password);
      const res = await staff.call(playerBattles, { params });
      expect(res.status, role).toBe(role === 'support' ? 200 : 403);
    }
    expect((await admin.call(playerBattles, { params: { id: 999999999 } })).status).toBe(404);
    const bad = await admin.call(playerBattles, { params, query: { per_page: 0 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(refusalOf(bad).errors ?? {})).toContain('per_page');
    const withPlayerToken = await won.a.p.call(playerBattles, { params });
    expect(withPlayerToken.status).toBe(401);
  });
});

describe('analytics: live battles per day', () => {
  it('counts the battles matched each operator day: staked, against the bot, and coins staked', async () => {
    await runRollup(ctx.db, ctx.config.timezone, clock.now());
    const res = await admin.call(analyticsReport);
    expect(res.status).toBe(200);
    const total = res.body.data.periods.reduce(
      (s, p) => ({
        total: s.total + p.battles.total,
        staked: s.staked + p.battles.staked,
        bot: s.bot + p.battles.bot,
        coins_staked: s.coins_staked + p.battles.coins_staked,
      }),
      { total: 0, staked: 0, bot: 0, coins_staked: 0 },
    );
    expect(total).toEqual({ total: 3, staked: 2, bot: 1, coins_staked: 2 * 200 + 2 * 500 });
  });
});
