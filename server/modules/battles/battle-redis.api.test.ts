import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openRedis } from '../../lib/redis';
import { anotherProcess, useTestApp } from '../../../tests/helpers/context';
import { signIn } from '../../../tests/helpers/client';
import { ManualClock } from '../../../tests/helpers/clock';
import { connectBattle, listening } from '../../../tests/helpers/battle-client';
import { correctOptionOf, createTopic } from '../../../tests/helpers/factories';

// Two apps on one database and one Redis, as two processes: events reach a player's socket on
// the other process through the Redis streams adapter. Runs when TEST_REDIS_URL is set.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('live battles across processes through Redis', async () => {
  const prefix = `battle-redis-${process.pid}-${Date.now()}:`;
  const { app, ctx, config } = await useTestApp({ REDIS_KEY_PREFIX: prefix }, { redis: true });
  const clock = new ManualClock();
  ctx.clock = clock;
  const otherCtx = anotherProcess(ctx, { redis: await openRedis(redisUrl!) });
  const other = await buildApp(otherCtx);
  afterAll(async () => {
    await other.close();
    otherCtx.redis?.disconnect();
  });
  const [one, two] = [await listening(app), await listening(other)];
  const topic = await createTopic(ctx, { questionCount: 7 });

  it('matches players on different processes and carries every event between them', async () => {
    const a = await signIn(app, config);
    const b = await signIn(app, config);
    const ca = await connectBattle(one, a.token);
    const cb = await connectBattle(two, b.token);
    await ca.send('queue:join', { stake: 0, topic_id: topic.id });
    await cb.send('queue:join', { stake: 0, topic_id: topic.id });
    // The match is made on process two; A hears of it on process one.
    const { battle_id: battleId } = await ca.next('battle:matched');
    await cb.next('battle:matched');
    await clock.advance(2000);
    const q = await ca.next('battle:question');
    await cb.next('battle:question');
    const correct = await correctOptionOf(ctx, q.question.question_id);
    await cb.send('battle:answer', { battle_id: battleId, question_no: 1, answer_id: correct });
    expect(await ca.next('battle:opponent')).toMatchObject({ question_no: 1 });
    await ca.send('battle:answer', { battle_id: battleId, question_no: 1, answer_id: correct });
    const reveal = await ca.next('battle:reveal');
    expect(reveal).toEqual(await cb.next('battle:reveal'));
    // Presence crosses too: B leaves process two, A on process one sees them away.
    cb.close();
    expect(await ca.next('battle:presence')).toMatchObject({
      user_id: b.userId,
      connected: false,
    });
  });
});
