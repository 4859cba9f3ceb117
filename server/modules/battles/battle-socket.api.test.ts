import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { ensureDevAdmin } from '../console';
import { useBattleApp } from '../../../tests/helpers/battles';
import { connectBattle } from '../../../tests/helpers/battle-client';
import { signInDevAdmin } from '../../../tests/helpers/console';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';
import { blockPlayer } from '@contract/routes/console-care';

const { app, ctx, clock, url, player } = await useBattleApp({
  BATTLE_SESSION_CHECK_MS: '100',
  BATTLE_EVENTS_PER_SECOND: '10',
});
const topic = await createTopic(ctx, { questionCount: 7 });

async function refusedConnection(auth: Record<string, unknown>) {
  const socket = io(`${url}/battle`, {
    path: '/socket.io/',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    return await new Promise<{ message: string; data?: { code?: string } }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected without a valid token')));
      socket.once('connect_error', (err) => resolve(err as never));
    });
  } finally {
    socket.close();
  }
}

async function battleOnQuestion() {
  const a = await player();
  const b = await player();
  await a.c.send('queue:join', { stake: 0, topic_id: topic.id });
  await b.c.send('queue:join', { stake: 0, topic_id: topic.id });
  const { battle_id: battleId } = await a.c.next('battle:matched');
  await b.c.next('battle:matched');
  await clock.advance(2000);
  const q = await a.c.next('battle:question');
  await b.c.next('battle:question');
  return { a, b, battleId, q, correct: await correctOptionOf(ctx, q.question.question_id) };
}

describe('the /battle socket', () => {
  it('refuses a connection without a valid bearer token with connect_error code unauthorized', async () => {
    for (const auth of [{}, { token: '' }, { token: 'not-a-session' }, { token: 42 }]) {
      const err = await refusedConnection(auth);
      expect(err.data?.code).toBe('unauthorized');
    }
  });

  it('serves long-polling as well as WebSocket', async () => {
    const { p } = await player();
    const polling = await connectBattle(url, p.token, { transports: ['polling'] });
    expect(polling.socket.io.engine.transport.name).toBe('polling');
    expect(await polling.send('queue:leave', {})).toMatchObject({
      status_code: 200,
      success: true,
      data: { queued: false },
    });
    polling.close();
  });

  it('refuses bad payloads with 422 naming the field, unknown events, and events without an acknowledgement', async () => {
    const { c } = await player();
    expect(await c.send('queue:join', { stake: 300 })).toMatchObject({
      status_code: 422,
      success: false,
      data: { code: 'validation_failed', errors: { stake: ['must be 0, 200, 500 or 1000'] } },
    });
    expect(await c.send('battle:answer', { battle_id: 'x', question_no: 1 })).toMatchObject({
      status_code: 422,
      data: { errors: { battle_id: expect.any(Array), answer_id: expect.any(Array) } },
    });
    expect(await c.send('invite:send', null)).toMatchObject({ status_code: 422 });
    const unknown = await c.socket.timeout(2000).emitWithAck('battle:cheat', { score: 1000 });
    expect(unknown).toMatchObject({ status_code: 404, data: { code: 'unknown_event' } });
    // Without an acknowledgement nothing runs (and nothing breaks).
    c.socket.emit('queue:join', { stake: 0, topic_id: topic.id });
    expect(await c.send('queue:leave', {})).toMatchObject({ data: { queued: false } });
  });

  it('refuses a flood past 10 events a second, disconnects past 30, and the battle goes on', async () => {
    const { a, b, battleId, correct } = await battleOnQuestion();
    const acks = await Promise.all(
      Array.from({ length: 12 }, () =>
        a.c.send('battle:rejoin', { battle_id: battleId }).catch(() => null),
      ),
    );
    const codes = acks.map((r) => r?.status_code);
    expect(codes.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(codes).toContain(429);
    expect(acks.find((r) => r?.status_code === 429)).toMatchObject({
      data: { code: 'rate_limited' },
    });
    const gone = new Promise<string>((resolve) => a.c.socket.once('disconnect', resolve));
    for (let i = 0; i < 40; i++) a.c.socket.emit('battle:rejoin', { battle_id: battleId }, () => 0);
    expect(await gone).toBe('io server disconnect');
    // The flooder's opponent plays on, and the flooder comes back to the battle where it stands.
    expect(
      (await b.c.send('battle:answer', { battle_id: battleId, question_no: 1, answer_id: correct }))
        .status_code,
    ).toBe(200);
    const back = await connectBattle(url, a.p.token);
    expect(await back.next('battle:state')).toMatchObject({
      battle_id: battleId,
      status: 'running',
      question_no: 1,
    });
    expect(
      (
        await back.send('battle:answer', {
          battle_id: battleId,
          question_no: 1,
          answer_id: correct,
        })
      ).status_code,
    ).toBe(200);
    expect((await b.c.next('battle:reveal')).answers[a.p.userId]).toMatchObject({ correct: true });
  });

  it('shows a dropped player as away and back, and gives them the battle where it stands', async () => {
    const { a, b, battleId, q } = await battleOnQuestion();
    b.c.close();
    expect(await a.c.next('battle:presence')).toEqual({
      battle_id: battleId,
      user_id: b.p.userId,
      connected: false,
    });
    // Away through question 1's end: it counts as a timeout; question 2 is served meanwhile.
    await clock.advance(17_000);
    await clock.advance(2000);
    const q2 = await a.c.next('battle:question', (x) => x.question_no === 2);
    await clock.advance(4000);
    const back = await connectBattle(url, b.p.token);
    const state = await back.next('battle:state');
    expect(state).toMatchObject({
      battle_id: battleId,
      status: 'running',
      question_no: 2,
      question: { question_id: q2.question.question_id },
      ends_at: q2.ends_at,
      scores: { [a.p.userId]: 0, [b.p.userId]: 0 },
      opponent: { user_id: a.p.userId, is_bot: false },
    });
    expect(JSON.stringify(state)).not.toMatch(/correct/i);
    expect(await a.c.next('battle:presence')).toEqual({
      battle_id: battleId,
      user_id: b.p.userId,
      connected: true,
    });
    const rejoined = await back.send('battle:rejoin', { battle_id: battleId });
    expect(rejoined).toMatchObject({ status_code: 200, data: state });
    expect(q.question.question_id).not.toBe(q2.question.question_id);
  });

  it("closes a blocked player's sockets", async () => {
    const { p, c } = await player();
    const closed = new Promise<string>((resolve) => c.socket.once('disconnect', resolve));
    await ensureDevAdmin(ctx);
    const admin = await signInDevAdmin(app);
    const blocked = await admin.call(blockPlayer, {
      params: { id: p.userId },
      body: {
        reason: 'Cheating in battles',
      },
    });
    expect(blocked.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const err = await refusedConnection({ token: p.token });
    expect(err.data?.code).toBe('unauthorized');
  });
});
