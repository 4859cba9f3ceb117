import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Challenge, ChallengeGame } from '@contract/challenges';
import type { ErrorData } from '@contract/errors';
import { challenges, jobs, notifications, users, walletLedger } from '../../tables';
import { gameQuestions } from '../engine/tables';
import { queryRows } from '../../db/client';
import { createJobQueue } from '../../scheduled-work';
import { jobHistory } from '../../../tests/helpers/jobs';
import { JobQueue } from '../../jobs/queue';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import { getBalance, moveWallet } from '../wallet/service';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { notificationIn } from '../../../tests/helpers/notifications';
import { createTopic } from '../../../tests/helpers/factories';
import { CHALLENGE_EXPIRE_JOB, expireChallengeJob } from './service';
import {
  acceptChallenge,
  cancelChallenge,
  challengeGame,
  challengeResult,
  challenges as challengesRoute,
  createChallenge,
  rejectChallenge,
  startChallenge,
  submitChallengeAnswer,
} from '@contract/routes/challenges';
import { acceptFriendRequest, sendFriendRequest } from '@contract/routes/friends';
import { currentUser } from '@contract/routes/users';

const { app, ctx, config } = await useTestApp();
const topic = await createTopic(ctx, { questionCount: 12 });
const errOf = (r: { body: { data: unknown } }) => r.body.data as ErrorData;
const HOUR = 3_600_000;

let grants = 0;
async function grant(p: Player, coins: number) {
  await ctx.db.transaction((tx) =>
    moveWallet(tx, {
      userId: p.userId,
      currency: 'coin',
      delta: coins,
      reason: 'test_grant',
      idempotencyKey: `test-grant:${p.userId}:${++grants}`,
    }),
  );
}

const coins = async (p: Player) => (await getBalance(ctx.db, p.userId)).coins;

/** The balance always equals the ledger's sum. */
async function expectLedgerMatches(...players: Player[]) {
  for (const p of players) {
    expect((await ledgerTotals(ctx.db, p.userId)).coins).toBe(await coins(p));
  }
}

/** Two friends, each with `wallet` coins. */
async function friends(wallet = 5000): Promise<[Player, Player]> {
  const a = await signIn(app, config, { name: 'Challenger' });
  const b = await signIn(app, config, { name: 'Opponent' });
  await a.call(sendFriendRequest, { body: { user_id: b.userId } });
  await b.call(acceptFriendRequest, { body: { user_id: a.userId } });
  for (const p of [a, b]) {
    const have = await coins(p);
    if (wallet > have) await grant(p, wallet - have);
  }
  return [a, b];
}

const request = (p: Player, to: Player, body: Record<string, unknown> = {}) =>
  p.call(createChallenge, {
    body: {
      friend_user_id: to.userId,
      bet: 500,
      number_of_question: 10,
      type: 'single',
      topic_id: topic.id,
      ...body,
    },
  });

async function created(p: Player, to: Player, body: Record<string, unknown> = {}) {
  const r = await request(p, to, body);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data.challenge;
}

const actions = { accept: acceptChallenge, reject: rejectChallenge, cancel: cancelChallenge };
const act = (p: Player, what: keyof typeof actions, id: number) =>
  p.call(actions[what], { body: { challenge_id: id } });

async function viewOf(p: Player, id: number): Promise<Challenge> {
  const r = await p.call(challengeResult, { body: { challenge_id: id } });
  expect(r.status).toBe(200);
  return r.body.data.challenge;
}

/**
 * Plays a whole game: the first `correct` answers right, the rest wrong. `slowMs` backdates each
 * question's serving, so the server's clock sees that much time spent on it.
 */
async function play(p: Player, challengeId: number, correct: number, slowMs = 0) {
  const start = await p.call(startChallenge, {
    body: {
      challenge_id: challengeId,
    },
  });
  expect(start.status, start.body.message).toBe(200);
  let state: ChallengeGame = start.body.data;
  const seen: number[] = [];
  let i = 0;
  while (state.question) {
    const q = state.question;
    seen.push(q.question_id);
    expect(Object.keys(q.options[0]!).sort()).toEqual(['id', 'value']);
    if (slowMs > 0) {
      await ctx.db
        .update(gameQuestions)
        .set({ servedAt: sql`${gameQuestions.servedAt} - ${`${slowMs} milliseconds`}::interval` })
        .where(
          and(eq(gameQuestions.gameId, state.game_id), eq(gameQuestions.questionId, q.question_id)),
        );
    }
    const right = q.options.find((o) => o.value === 'Option 1')!;
    const wrong = q.options.find((o) => o.value !== 'Option 1')!;
    const r = await p.call(submitChallengeAnswer, {
      body: {
        game_id: state.game_id,
        question_id: q.question_id,
        answer_id: i < correct ? right.id : wrong.id,
      },
    });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.is_correct).toBe(i < correct);
    state = r.body.data;
    i++;
  }
  expect(state.status).toBe('finished');
  expect(state.total_correct).toBe(correct);
  return { state, seen };
}

describe('challenge request', () => {
  it('escrows the bet, shows on both sides, tells the friend', async () => {
    const [a, b] = await friends();
    const before = await coins(a);
    const r = await request(a, b, { bet: 1000 });
    expect(r.status).toBe(200);
    const c = r.body.data.challenge;
    expect(r.body.data.wallet.coins).toBe(before - 1000);
    expect(c).toMatchObject({
      status: 'pending',
      direction: 'sent',
      bet: 1000,
      number_of_question: 10,
      type: 'single',
      topic_id: topic.id,
      can_cancel: true,
      can_accept: false,
      can_play: false,
      my_play: 'not_started',
      result: null,
    });
    expect(c.opponent.user_id).toBe(b.userId);
    const theirs = await b.call(challengesRoute);
    expect(theirs.body.data.challenges[0]).toMatchObject({
      id: c.id,
      direction: 'received',
      can_accept: true,
      can_reject: true,
      can_cancel: false,
    });
    expect(theirs.body.data.challenges[0]?.opponent.user_id).toBe(a.userId);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'challenge_received')));
    expect(told).toHaveLength(1);
    expect(await notificationIn(app, b, 'en', 'challenge_received')).toEqual({
      title: 'Challenger challenged you',
      body: 'Bet 1000 coins on 10 questions. Accept within 24 hours.',
    });
    // Myanmar words and Myanmar digits, the name as written.
    expect(await notificationIn(app, b, 'mm', 'challenge_received')).toEqual({
      title: 'Challenger က သင့်ကို စိန်ခေါ်ထားသည်',
      body: 'မေးခွန်း ၁၀ ခုအတွက် ဒင်္ဂါး ၁၀၀၀ လောင်းထားသည်။ ၂၄ နာရီအတွင်း လက်ခံပါ။',
    });
    const [escrow] = await ctx.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.idempotencyKey, `challenge:${c.id}:bet:${a.userId}`));
    expect(escrow).toMatchObject({ delta: -1000, reason: 'challenge_bet' });
    // Global challenges draw from every topic.
    await act(a, 'cancel', c.id);
    const g = await created(a, b, { type: 'global', topic_id: null, bet: 200 });
    expect(g).toMatchObject({
      type: 'global',
      topic_id: null,
      topic_name: null,
      number_of_question: 10,
    });
    await expectLedgerMatches(a, b);
  });

  it('refuses more questions than the topic (or, for global, every topic) has; exactly enough plays them all', async () => {
    const [a, b] = await friends();
    const before = await coins(a);
    // The walkthrough's case: 30 asked of a topic with 16.
    const small = await createTopic(ctx, { questionCount: 16 });
    const short = await request(a, b, { topic_id: small.id, number_of_question: 30, bet: 200 });
    expect(short.status).toBe(409);
    expect(errOf(short).code).toBe('not_enough_questions');
    expect(short.body.message).toBe('This topic has only 16 questions, fewer than the 30 asked');
    // A topic under 10 questions cannot hold even the shortest challenge.
    const tiny = await createTopic(ctx, { questionCount: 9 });
    const least = await request(a, b, { topic_id: tiny.id, number_of_question: 10, bet: 200 });
    expect(least.status).toBe(409);
    expect(errOf(least).code).toBe('not_enough_questions');

    // Every active question of this file's database, so the whole bank is known to be short.
    const [bank] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from questions where active`,
    );
    const total = Number(bank?.n);
    expect(total).toBeLessThan(100);
    const mixed = await request(a, b, { type: 'global', topic_id: null, number_of_question: 100 });
    expect(mixed.status).toBe(409);
    expect(errOf(mixed).code).toBe('not_enough_questions');
    expect(mixed.body.message).toBe(
      `All topics together have only ${total} questions, fewer than the 100 asked`,
    );

    // Nothing happened: no challenge, no escrow, no note to the friend.
    expect(await coins(a)).toBe(before);
    expect(
      await ctx.db.select().from(challenges).where(eq(challenges.challengerId, a.userId)),
    ).toHaveLength(0);
    expect(
      await ctx.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, a.userId), eq(walletLedger.reason, 'challenge_bet'))),
    ).toHaveLength(0);
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, b.userId), eq(notifications.kind, 'challenge_received')),
        ),
    ).toHaveLength(0);

    // Exactly enough: all of them, each once.
    const exact = await createTopic(ctx, { questionCount: 20 });
    const c = await created(a, b, { topic_id: exact.id, number_of_question: 20, bet: 200 });
    expect(c.number_of_question).toBe(20);
    const [picked] = await queryRows<{ n: number; distinct_n: number }>(
      ctx.db,
      sql`select count(*)::int as n, count(distinct question_id)::int as distinct_n
          from challenge_questions where challenge_id = ${c.id}`,
    );
    expect(picked).toEqual({ n: 20, distinct_n: 20 });
    expect(await coins(a)).toBe(before - 200);
    await expectLedgerMatches(a, b);
  });

  it('refuses bad input with 422 naming the field, strangers, oneself and the short of coin; changing nothing', async () => {
    const [a, b] = await friends();
    const stranger = await signIn(app, config);
    await grant(stranger, 5000);
    const before = await coins(a);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bet: 300 }, 'bet'],
      [{ bet: 'lots' }, 'bet'],
      [{ number_of_question: 15 }, 'number_of_question'],
      [{ number_of_question: 0 }, 'number_of_question'],
      [{ number_of_question: 110 }, 'number_of_question'],
      [{ type: 'duel' }, 'type'],
      [{ type: 'single', topic_id: null }, 'topic_id'],
      [{ topic_id: 'x' }, 'topic_id'],
      [{ friend_user_id: a.userId }, 'friend_user_id'],
      [{ friend_user_id: undefined }, 'friend_user_id'],
    ];
    for (const [body, field] of cases) {
      const r = await request(a, b, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(errOf(r).errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const notFriend = await request(a, stranger);
    expect(notFriend.status).toBe(403);
    expect(errOf(notFriend).code).toBe('not_friends');
    expect((await request(a, b, { friend_user_id: 2_000_000_000 })).status).toBe(404);
    expect((await request(a, b, { topic_id: 2_000_000_000 })).status).toBe(404);

    const poor = await signIn(app, config);
    await poor.call(sendFriendRequest, { body: { user_id: b.userId } });
    await b.call(acceptFriendRequest, { body: { user_id: poor.userId } });
    const poorBefore = await coins(poor);
    const short = await request(poor, b, { bet: 2000 });
    expect(short.status).toBe(402);
    expect(short.body.message).toBe('Out of Coin');
    expect(errOf(short).code).toBe('out_of_coin');
    expect(await coins(poor)).toBe(poorBefore);

    expect(await coins(a)).toBe(before);
    const rows = await ctx.db
      .select()
      .from(challenges)
      .where(eq(challenges.challengerId, a.userId));
    expect(rows).toHaveLength(0);
    // One pending challenge per friend: a second tap does not bet twice.
    await created(a, b);
    const twice = await request(a, b);
    expect(twice.status).toBe(409);
    expect(errOf(twice).code).toBe('challenge_exists');
    expect(await coins(a)).toBe(before - 500);
    await expectLedgerMatches(a, b, poor);
  });
});

describe('answering a challenge', () => {
  it('reject and cancel refund the challenger; only the right side may act; a closed one stays closed', async () => {
    const [a, b] = await friends();
    const start = await coins(a);
    const c1 = await created(a, b);
    expect((await act(a, 'accept', c1.id)).status).toBe(404);
    expect((await act(a, 'reject', c1.id)).status).toBe(404);
    const rejected = await act(b, 'reject', c1.id);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.challenge.status).toBe('rejected');
    expect(await coins(a)).toBe(start);
    const late = await act(b, 'accept', c1.id);
    expect(late.status).toBe(409);
    expect(errOf(late).code).toBe('challenge_closed');
    expect(await notificationIn(app, a, 'en', 'challenge_rejected')).toEqual({
      title: 'Opponent declined your challenge',
      body: 'Your 500 coins are back in your wallet.',
    });
    expect(await notificationIn(app, a, 'mm', 'challenge_rejected')).toEqual({
      title: 'Opponent က သင့်စိန်ခေါ်မှုကို ငြင်းလိုက်ပါသည်',
      body: 'သင့်ဒင်္ဂါး ၅၀၀ ကို ပိုက်ဆံအိတ်ထဲ ပြန်ထည့်ပြီးပါပြီ။',
    });

    const c2 = await created(a, b);
    expect((await act(b, 'cancel', c2.id)).status).toBe(404);
    const cancelled = await act(a, 'cancel', c2.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.challenge).toMatchObject({ status: 'cancelled', expired: false });
    expect(cancelled.body.data.wallet.coins).toBe(start);
    for (const [p, what] of [
      [a, 'cancel'],
      [b, 'accept'],
      [b, 'reject'],
    ] as const) {
      const r = await act(p, what, c2.id);
      expect(r.status).toBe(409);
    }
    expect(await coins(a)).toBe(start);
    const outsider = await signIn(app, config);
    expect((await act(outsider, 'accept', c2.id)).status).toBe(404);
    expect((await outsider.call(challengeResult, { body: { challenge_id: c2.id } })).status).toBe(
      404,
    );
    expect((await act(b, 'accept', 2_000_000_000)).status).toBe(404);
    // Bad input on purpose: an input the route's types refuse.
    expect((await b.callRaw(acceptChallenge, { body: {} })).status).toBe(422);
    await expectLedgerMatches(a, b);
  });

  it('expires after 24 h through the job queue: refund once, then nothing to accept', async () => {
    const [a, b] = await friends();
    const start = await coins(a);
    const c = await created(a, b, { bet: 200 });
    const queue = createJobQueue(ctx);
    await queue.runDue();
    expect((await viewOf(a, c.id)).status).toBe('pending');

    const later = new Date(Date.now() + 24 * HOUR + 60_000);
    expect(await queue.runDue({ now: later })).toBeGreaterThanOrEqual(1);
    const view = await viewOf(a, c.id);
    expect(view).toMatchObject({ status: 'cancelled', expired: true, can_cancel: false });
    expect(await coins(a)).toBe(start);
    const history = await jobHistory(ctx.db, CHALLENGE_EXPIRE_JOB, `${c.id}:pending`);
    expect(history?.status).toBe('done');
    expect(history?.runs).toHaveLength(1);
    expect(await queue.runDue({ now: new Date(later.getTime() + HOUR) })).toBe(0);
    const accept = await act(b, 'accept', c.id);
    expect(accept.status).toBe(409);
    expect(await coins(a)).toBe(start);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.kind, 'challenge_expired')));
    expect(told).toHaveLength(1);
    expect(await notificationIn(app, a, 'en', 'challenge_expired')).toEqual({
      title: 'Your challenge expired',
      body: 'Nobody answered in time: your 200 coins are back in your wallet.',
    });
    expect(await notificationIn(app, a, 'mm', 'challenge_expired')).toEqual({
      title: 'သင့်စိန်ခေါ်မှု သက်တမ်းကုန်သွားပါပြီ',
      body: 'အချိန်မီ အဖြေမရသဖြင့် သင့်ဒင်္ဂါး ၂၀၀ ကို ပိုက်ဆံအိတ်ထဲ ပြန်ထည့်ပြီးပါပြီ။',
    });
    await expectLedgerMatches(a, b);
  });

  it('does not expire before 24 h: the queue at 23.5 h leaves it pending and the friend can accept', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 200 });
    const createdAt = Date.parse(c.created_at);
    const key = `${c.id}:pending`;
    const job = await jobHistory(ctx.db, CHALLENGE_EXPIRE_JOB, key);
    expect(job?.status).toBe('queued');
    expect(Math.abs(job!.runAt.getTime() - (createdAt + 24 * HOUR))).toBeLessThanOrEqual(60_000);
    expect(Math.abs(Date.parse(c.expires_at) - (createdAt + 24 * HOUR))).toBeLessThanOrEqual(
      60_000,
    );

    await createJobQueue(ctx).runDue({ now: new Date(createdAt + 23.5 * HOUR) });
    expect(await viewOf(b, c.id)).toMatchObject({
      status: 'pending',
      expired: false,
      can_accept: true,
    });
    expect(await jobHistory(ctx.db, CHALLENGE_EXPIRE_JOB, key)).toMatchObject({
      status: 'queued',
      runs: [],
    });
    const accept = await act(b, 'accept', c.id);
    expect(accept.status, accept.body.message).toBe(200);
    expect(accept.body.data.challenge.status).toBe('accepted');
    expect(await coins(a)).toBe(4800);
    expect(await coins(b)).toBe(4800);
    await expectLedgerMatches(a, b);
  });

  it('a pending challenge past its time is refused and refunded even before the job runs', async () => {
    const [a, b] = await friends();
    const start = await coins(a);
    const c = await created(a, b);
    await ctx.db
      .update(challenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(challenges.id, c.id));
    const r = await act(b, 'accept', c.id);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This challenge has expired');
    expect(await coins(a)).toBe(start);
    expect(await coins(b)).toBe(5000);
    await createJobQueue(ctx).runDue({ now: new Date(Date.now() + 25 * HOUR) });
    expect(await coins(a)).toBe(start);
    await expectLedgerMatches(a, b);
  });

  it('accepting escrows the same bet; Out of Coin leaves it pending', async () => {
    const [a, b] = await friends();
    const poor = await signIn(app, config);
    await a.call(sendFriendRequest, { body: { user_id: poor.userId } });
    await poor.call(acceptFriendRequest, { body: { user_id: a.userId } });
    const c = await created(a, poor, { bet: 2000 });
    const short = await act(poor, 'accept', c.id);
    expect(short.status).toBe(402);
    expect(short.body.message).toBe('Out of Coin');
    expect((await viewOf(a, c.id)).status).toBe('pending');

    const c2 = await created(a, b, { bet: 1500 });
    const ok = await act(b, 'accept', c2.id);
    expect(ok.status).toBe(200);
    expect(ok.body.data.wallet.coins).toBe(5000 - 1500);
    expect(ok.body.data.challenge).toMatchObject({ status: 'accepted', can_play: true });
    expect(await notificationIn(app, a, 'en', 'challenge_accepted')).toEqual({
      title: 'Opponent accepted your challenge',
      body: 'Play your 10 questions within 24 hours.',
    });
    expect(await notificationIn(app, a, 'mm', 'challenge_accepted')).toEqual({
      title: 'Opponent က သင့်စိန်ခေါ်မှုကို လက်ခံလိုက်ပါပြီ',
      body: 'မေးခွန်း ၁၀ ခုကို ၂၄ နာရီအတွင်း ကစားပါ။',
    });
    await expectLedgerMatches(a, b, poor);
  });
});

describe('playing a challenge', () => {
  it('both play the same questions; more correct wins both bets; counters and notifications move', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 500 });
    const early = await a.call(startChallenge, { body: { challenge_id: c.id } });
    expect(early.status).toBe(409);
    expect(errOf(early).code).toBe('challenge_not_accepted');
    await act(b, 'accept', c.id);

    expect((await viewOf(a, c.id)).my_score).toBeNull();
    const mine = await play(a, c.id, 7);
    expect(mine.state.challenge).toMatchObject({
      status: 'accepted',
      my_play: 'finished',
      result: null,
    });
    // The first to finish sees their own score while waiting; the friend does not see it yet.
    expect(mine.state.challenge.my_score).toMatchObject({ total_correct: 7 });
    expect(mine.state.challenge.my_score!.total_time).toBeGreaterThanOrEqual(0);
    const waiting = await viewOf(b, c.id);
    expect(waiting.opponent_play).toBe('finished');
    expect(waiting.my_score).toBeNull();
    expect(JSON.stringify(waiting)).not.toMatch(/"total_correct":7/);
    const theirs = await play(b, c.id, 5);
    expect(theirs.seen).toEqual(mine.seen);
    expect(theirs.state.challenge.status).toBe('completed');

    const forA = await viewOf(a, c.id);
    expect(forA.result).toMatchObject({
      outcome: 'win',
      winner_user_id: a.userId,
      coins: 500,
      me: { total_correct: 7 },
      opponent: { total_correct: 5 },
    });
    expect((await viewOf(b, c.id)).result).toMatchObject({ outcome: 'loss', coins: -500 });
    expect(await coins(a)).toBe(5500);
    expect(await coins(b)).toBe(4500);
    const counters = await ctx.db
      .select({ id: users.id, win: users.win, draw: users.draw, loss: users.loss })
      .from(users)
      .where(sql`${users.id} in (${a.userId}, ${b.userId})`);
    expect(counters.find((u) => u.id === a.userId)).toMatchObject({ win: 1, draw: 0, loss: 0 });
    expect(counters.find((u) => u.id === b.userId)).toMatchObject({ win: 0, draw: 0, loss: 1 });
    const settled = await ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'challenge_settled'));
    expect(settled.filter((n) => n.userId === a.userId || n.userId === b.userId)).toHaveLength(2);
    // The net gain, the one figure the result (coins: +500) and the list show too.
    expect(await notificationIn(app, a, 'en', 'challenge_settled')).toEqual({
      title: 'You won your challenge with Opponent',
      body: 'You won 500 coins.',
    });
    expect(await notificationIn(app, a, 'mm', 'challenge_settled')).toEqual({
      title: 'Opponent နှင့် စိန်ခေါ်မှုတွင် သင် နိုင်ပါသည်',
      body: 'ဒင်္ဂါး ၅၀၀ ရရှိပါသည်။',
    });
    expect(await notificationIn(app, b, 'en', 'challenge_settled')).toEqual({
      title: 'Challenger won your challenge',
      body: 'You lost 500 coins.',
    });
    expect(await notificationIn(app, b, 'mm', 'challenge_settled')).toEqual({
      title: 'Challenger က စိန်ခေါ်မှုတွင် နိုင်သွားပါသည်',
      body: 'ဒင်္ဂါး ၅၀၀ ရှုံးသွားပါသည်။',
    });
    const user = await a.call(currentUser);
    expect(user.body.data.win).toBe(1);

    // Over is over: no more answers, no second game, no second payout.
    const again = await a.call(submitChallengeAnswer, {
      body: {
        game_id: mine.state.game_id,
        question_id: mine.seen[0]!,
        answer_id: null,
      },
    });
    expect(again.status).toBe(409);
    const restart = await a.call(startChallenge, {
      body: {
        challenge_id: c.id,
      },
    });
    expect(restart.body.data.game_id).toBe(mine.state.game_id);
    expect(await coins(a)).toBe(5500);
    expect((await b.call(challengeGame, { params: { game_id: mine.state.game_id } })).status).toBe(
      404,
    );
    await expectLedgerMatches(a, b);
  });

  it('equal correct answers: less time wins', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 200 });
    await act(b, 'accept', c.id);
    await play(a, c.id, 4, 3000);
    await play(b, c.id, 4);
    const view = await viewOf(b, c.id);
    expect(view.result?.outcome).toBe('win');
    expect(view.result!.me.total_time).toBeLessThan(view.result!.opponent.total_time);
    expect(view.result!.opponent.total_time).toBeGreaterThanOrEqual(30);
    expect(await coins(b)).toBe(5200);
    expect(await coins(a)).toBe(4800);
    await expectLedgerMatches(a, b);
  });

  it('more correct answers wins even when that player was slower', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 1000 });
    await act(b, 'accept', c.id);
    // a: 7 right but 8 s on every question; b: 5 right at once.
    await play(a, c.id, 7, 8000);
    await play(b, c.id, 5);
    const forA = await viewOf(a, c.id);
    expect(forA.result).toMatchObject({
      outcome: 'win',
      winner_user_id: a.userId,
      coins: 1000,
      me: { total_correct: 7 },
      opponent: { total_correct: 5 },
    });
    expect(forA.result!.me.total_time).toBeGreaterThanOrEqual(80);
    expect(forA.result!.opponent.total_time).toBeLessThan(forA.result!.me.total_time - 60);
    expect((await viewOf(b, c.id)).result).toMatchObject({ outcome: 'loss', coins: -1000 });
    expect(await coins(a)).toBe(6000);
    expect(await coins(b)).toBe(4000);
    const counters = await ctx.db
      .select({ id: users.id, win: users.win, draw: users.draw, loss: users.loss })
      .from(users)
      .where(inArray(users.id, [a.userId, b.userId]));
    expect(counters.find((u) => u.id === a.userId)).toMatchObject({ win: 1, draw: 0, loss: 0 });
    expect(counters.find((u) => u.id === b.userId)).toMatchObject({ win: 0, draw: 0, loss: 1 });
    await expectLedgerMatches(a, b);
  });

  it('same correct and same time is a draw: both bets refunded, draw counted', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 1000 });
    await act(b, 'accept', c.id);
    // Every answer after its question's time: none counts, and each costs its whole timer.
    await play(a, c.id, 0, 60_000);
    await play(b, c.id, 0, 60_000);
    const view = await viewOf(a, c.id);
    expect(view.result).toMatchObject({ outcome: 'draw', winner_user_id: null, coins: 0 });
    expect(view.result!.me.total_time).toBe(view.result!.opponent.total_time);
    expect(await coins(a)).toBe(5000);
    expect(await coins(b)).toBe(5000);
    const [ua] = await ctx.db.select().from(users).where(eq(users.id, a.userId));
    expect(ua).toMatchObject({ draw: 1, win: 0, loss: 0 });
    expect(await notificationIn(app, b, 'en', 'challenge_settled')).toEqual({
      title: 'Your challenge with Challenger is a draw',
      body: 'Your 1000 coins are back in your wallet.',
    });
    expect(await notificationIn(app, b, 'mm', 'challenge_settled')).toEqual({
      title: 'Challenger နှင့် စိန်ခေါ်မှု သရေကျပါသည်',
      body: 'သင့်ဒင်္ဂါး ၁၀၀၀ ကို ပိုက်ဆံအိတ်ထဲ ပြန်ထည့်ပြီးပါပြီ။',
    });
    await expectLedgerMatches(a, b);
  });

  it('equal correct answers in equal total time is a draw: both bets back, both draws counted', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 500 });
    await act(b, 'accept', c.id);
    // The server's clock stands still while they play, so each question takes exactly the 3 s
    // its serving is backdated by: 10 × 3 s for both, to the millisecond.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await play(a, c.id, 6, 3000);
      await play(b, c.id, 6, 3000);
    } finally {
      vi.useRealTimers();
    }
    for (const [p, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const view = await viewOf(p, c.id);
      expect(view.status).toBe('completed');
      expect(view.result).toMatchObject({
        outcome: 'draw',
        winner_user_id: null,
        coins: 0,
        me: { total_correct: 6, total_time: 30 },
        opponent: { total_correct: 6, total_time: 30 },
      });
      expect(view.result!.opponent).toEqual((await viewOf(other, c.id)).result!.me);
    }
    const [row] = await ctx.db.select().from(challenges).where(eq(challenges.id, c.id));
    expect(row).toMatchObject({
      challengerCorrect: 6,
      opponentCorrect: 6,
      challengerTimeMs: 30_000,
      opponentTimeMs: 30_000,
    });
    expect(await coins(a)).toBe(5000);
    expect(await coins(b)).toBe(5000);
    const counters = await ctx.db
      .select({ id: users.id, win: users.win, draw: users.draw, loss: users.loss })
      .from(users)
      .where(inArray(users.id, [a.userId, b.userId]));
    expect(counters.find((u) => u.id === a.userId)).toMatchObject({ win: 0, draw: 1, loss: 0 });
    expect(counters.find((u) => u.id === b.userId)).toMatchObject({ win: 0, draw: 1, loss: 0 });
    await expectLedgerMatches(a, b);
  });

  it('a timed-out question counts wrong; a reload resumes on the server clock', async () => {
    const [a, b] = await friends();
    const c = await created(a, b);
    await act(b, 'accept', c.id);
    const start = await a.call(startChallenge, { body: { challenge_id: c.id } });
    const g = start.body.data;
    expect(g.question).toMatchObject({ question_no: 1, timer: 20 });
    // Double-tapped Play resumes the same game.
    const again = await a.call(startChallenge, { body: { challenge_id: c.id } });
    expect(again.body.data.game_id).toBe(g.game_id);
    await ctx.db
      .update(gameQuestions)
      .set({ servedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(gameQuestions.gameId, g.game_id), eq(gameQuestions.position, 0)));
    const resumed = await a.call(challengeGame, { params: { game_id: g.game_id } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.question?.question_no).toBe(2);
    expect(resumed.body.data.total_correct).toBe(0);
    const stale = await a.call(submitChallengeAnswer, {
      body: {
        game_id: g.game_id,
        question_id: g.question!.question_id,
        answer_id: g.question!.options[0]!.id,
      },
    });
    expect(stale.status).toBe(409);
    expect(errOf(stale).code).toBe('already_answered');
    const badOption = await a.call(submitChallengeAnswer, {
      body: {
        game_id: g.game_id,
        question_id: resumed.body.data.question!.question_id,
        answer_id: g.question!.options[0]!.id,
      },
    });
    expect(badOption.status).toBe(422);
    expect(errOf(badOption).errors).toHaveProperty('answer_id');
    expect(
      (
        await b.call(submitChallengeAnswer, {
          body: {
            game_id: g.game_id,
            question_id: resumed.body.data.question!.question_id,
            answer_id: null,
          },
        })
      ).status,
    ).toBe(404);
  });

  it('the play deadline ends unfinished games through the queue and settles', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 500 });
    await act(b, 'accept', c.id);
    await play(a, c.id, 1);
    // b starts, answers nothing, and never comes back.
    await b.call(startChallenge, { body: { challenge_id: c.id } });
    await createJobQueue(ctx).runDue({ now: new Date(Date.now() + 24 * HOUR + 60_000) });
    const view = await viewOf(b, c.id);
    expect(view.status).toBe('completed');
    expect(view.result).toMatchObject({ outcome: 'loss', me: { total_correct: 0 } });
    expect(await coins(a)).toBe(5500);
    expect(await coins(b)).toBe(4500);
    expect((await jobHistory(ctx.db, CHALLENGE_EXPIRE_JOB, `${c.id}:play`))?.status).toBe('done');
    await expectLedgerMatches(a, b);
  });
});

/** Starts a player's game and answers all but the last question wrong; returns the state. */
async function upToLast(p: Player, challengeId: number): Promise<ChallengeGame> {
  const start = await p.call(startChallenge, {
    body: {
      challenge_id: challengeId,
    },
  });
  expect(start.status, start.body.message).toBe(200);
  let state = start.body.data;
  for (let i = 0; i < state.total_quiz - 1; i++) {
    const q = state.question!;
    const r = await p.call(submitChallengeAnswer, {
      body: {
        game_id: state.game_id,
        question_id: q.question_id,
        answer_id: null,
      },
    });
    expect(r.status, r.body.message).toBe(200);
    state = r.body.data;
  }
  return state;
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('challenge races (PostgreSQL)', () => {
  it('concurrent accept and cancel of one challenge leave exactly one outcome', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = await friends();
      const c = await created(a, b, { bet: 500 });
      const [accepted, cancelled] = await Promise.all([
        act(b, 'accept', c.id),
        act(a, 'cancel', c.id),
      ]);
      expect([accepted.status, cancelled.status].sort()).toEqual([200, 409]);
      const view = await viewOf(a, c.id);
      if (accepted.status === 200) {
        expect(view.status).toBe('accepted');
        expect(await coins(a)).toBe(4500);
        expect(await coins(b)).toBe(4500);
      } else {
        expect(view.status).toBe('cancelled');
        expect(await coins(a)).toBe(5000);
        expect(await coins(b)).toBe(5000);
      }
      await expectLedgerMatches(a, b);
    }
  });

  it('a double-tapped request bets once; racing last answers settle once', async () => {
    const [a, b] = await friends();
    const taps = await Promise.all(Array.from({ length: 4 }, () => request(a, b)));
    expect(taps.filter((r) => r.status === 200)).toHaveLength(1);
    expect(taps.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await coins(a)).toBe(4500);
    const c = taps.find((r) => r.status === 200)!.body.data.challenge;
    await act(b, 'accept', c.id);

    // Both answer up to the last question, then send the last answers together.
    const games = await Promise.all(
      [a, b].map((p) => p.call(startChallenge, { body: { challenge_id: c.id } })),
    );
    const states = games.map((g) => g.body.data);
    for (let i = 0; i < 9; i++) {
      for (const [k, p] of [a, b].entries()) {
        const q = states[k]!.question!;
        const r = await p.call(submitChallengeAnswer, {
          body: {
            game_id: states[k]!.game_id,
            question_id: q.question_id,
            answer_id: q.options.find((o) => o.value === 'Option 1')!.id,
          },
        });
        states[k] = r.body.data;
      }
    }
    const last = await Promise.all(
      [a, b].map((p, k) =>
        p.call(submitChallengeAnswer, {
          body: {
            game_id: states[k]!.game_id,
            question_id: states[k]!.question!.question_id,
            answer_id:
              k === 0 ? states[k]!.question!.options.find((o) => o.value === 'Option 1')!.id : null,
          },
        }),
      ),
    );
    expect(last.map((r) => r.status)).toEqual([200, 200]);
    const view = await viewOf(a, c.id);
    expect(view.result?.outcome).toBe('win');
    expect(await coins(a)).toBe(5500);
    expect(await coins(b)).toBe(4500);
    const payouts = await ctx.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `challenge:${c.id}`));
    expect(payouts.filter((l) => l.reason === 'challenge_win')).toHaveLength(1);
    await expectLedgerMatches(a, b);
  });

  // Ten pairs played to their last answer first: 4-5 s alone, far more on a loaded machine.
  it('crossing settlements (A beats B while B beats A) all succeed and pay once', async () => {
    const pairs = await Promise.all(Array.from({ length: 10 }, () => friends()));
    // Per pair: a wins x (a->b), b wins y (b->a); each loser's last answer is still to send.
    const setups = await Promise.all(
      pairs.map(async ([a, b]) => {
        const x = await created(a, b, { bet: 500 });
        const y = await created(b, a, { bet: 500 });
        expect((await act(b, 'accept', x.id)).status).toBe(200);
        expect((await act(a, 'accept', y.id)).status).toBe(200);
        await play(a, x.id, 10);
        await play(b, y.id, 10);
        return { a, b, x, y, bInX: await upToLast(b, x.id), aInY: await upToLast(a, y.id) };
      }),
    );
    const last = (p: Player, s: ChallengeGame) =>
      p.call(submitChallengeAnswer, {
        body: {
          game_id: s.game_id,
          question_id: s.question!.question_id,
          answer_id: null,
        },
      });
    const replies = await Promise.all(
      setups.flatMap(({ a, b, bInX, aInY }) => [last(b, bInX), last(a, aInY)]),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    for (const { a, b, x, y } of setups) {
      expect((await viewOf(a, x.id)).result?.outcome).toBe('win');
      expect((await viewOf(b, y.id)).result?.outcome).toBe('win');
      // Each bet 500 twice and won 1000 once.
      expect(await coins(a)).toBe(5000);
      expect(await coins(b)).toBe(5000);
      const counters = await ctx.db
        .select({ win: users.win, loss: users.loss })
        .from(users)
        .where(inArray(users.id, [a.userId, b.userId]));
      expect(counters).toEqual([
        { win: 1, loss: 1 },
        { win: 1, loss: 1 },
      ]);
      await expectLedgerMatches(a, b);
    }
  }, 90_000);

  it('a player acting at the deadline while the expiry job holds its claim: no deadlock, one refund', async () => {
    const [a, b] = await friends();
    const c = await created(a, b, { bet: 500 });
    const key = `${c.id}:pending`;
    // Overdue, and its job first in line for the queue below.
    await ctx.db
      .update(challenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(challenges.id, c.id));
    await ctx.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(and(eq(jobs.name, CHALLENGE_EXPIRE_JOB), eq(jobs.key, key)));

    let claimed!: () => void;
    const inHandler = new Promise<void>((resolve) => (claimed = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const queue = new JobQueue(ctx.db).register<{ challenge_id: number }>(
      CHALLENGE_EXPIRE_JOB,
      async (tx, payload, job) => {
        if (job.key === key) {
          claimed();
          await released;
        }
        await expireChallengeJob(tx, payload.challenge_id, job.now);
      },
    );
    const running = queue.runDue({ limit: 1 });
    await inHandler;
    // The claim holds the job row; the accept locks the challenge, expires it and cancels the job.
    const accepting = act(b, 'accept', c.id);
    // It skips the job row the claim holds rather than waiting for it (the handler, going for the
    // challenge next, would deadlock with it): it is answered while the claim is still held.
    const r = await accepting;
    release();
    await running;
    expect(r.status, r.body.message).toBe(409);
    expect(r.body.message).toBe('This challenge has expired');
    expect((await viewOf(a, c.id)).status).toBe('cancelled');
    expect(await coins(a)).toBe(5000);
    // The handler found the challenge closed and did nothing: one refund, one notice.
    const refunds = await ctx.db
      .select()
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.reference, `challenge:${c.id}`),
          eq(walletLedger.reason, 'challenge_refund'),
        ),
      );
    expect(refunds).toHaveLength(1);
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.kind, 'challenge_expired')));
    expect(notices).toHaveLength(1);
    const history = await jobHistory(ctx.db, CHALLENGE_EXPIRE_JOB, key);
    expect(history?.status).toBe('done');
    expect(history?.runs.map((run) => run.outcome)).toEqual(['done']);
    await expectLedgerMatches(a, b);
  });
});
