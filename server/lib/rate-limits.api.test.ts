import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTopic } from '../../tests/helpers/factories';
import { signIn, uniqueMsisdn } from '../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../tests/helpers/context';
import { logout } from '@contract/routes/auth';
import { markRead } from '@contract/routes/notifications';
import {
  followTopic,
  toggleFavouriteCategory,
  topicRanking,
  topics,
} from '@contract/routes/topics';
import { currentUser, switchLanguage } from '@contract/routes/users';
import { bearer, call, callRaw } from '../../tests/helpers/call';
import {
  nextQuestion,
  reportQuestion,
  startGame,
  submitAnswer,
  tryAgain,
} from '@contract/routes/gameplay';
import {
  cancelAgreement,
  cancelGhooriSubscription,
  createAgreement,
  createPayment,
  unsubscribeTelenor,
} from '@contract/routes/packs';
import { searchPlayers } from '@contract/routes/friends';
import { tournamentRanking } from '@contract/routes/tournaments';
import { type Route } from '@contract/endpoint';

const LIMIT = 5;
// Lower than the game writes' limit, so each test shows which budget a route has.
const DEFAULT_LIMIT = 3;
const { app, ctx, config } = await useTestApp({
  GAME_WRITE_RATE_LIMIT: String(LIMIT),
  PLAYER_WRITE_RATE_LIMIT: String(DEFAULT_LIMIT),
});
const start = (token: string, topicId: number, target = app) =>
  call(target, startGame, { body: { topic_id: topicId }, headers: bearer(token) });

describe('per-player limit on game writes', () => {
  it('answers 429 in the envelope with Retry-After after the limit, for that player only', async () => {
    const topic = await createTopic(ctx, { questionCount: 3 });
    const greedy = await signIn(app, config);
    const other = await signIn(app, config);
    const first = await Promise.all(
      Array.from({ length: LIMIT }, () => start(greedy.token, topic.id)),
    );
    expect(first.map((r) => r.status)).toEqual(Array(LIMIT).fill(200));

    const over = await start(greedy.token, topic.id);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.body).toMatchObject({
      status_code: 429,
      success: false,
      message: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/),
    });
    expect(over.headers['x-request-id']).toBeTruthy();

    // Same address (carrier NAT), another player: not limited.
    expect((await start(other.token, topic.id)).status).toBe(200);
    // Reads are not game writes.
    expect((await greedy.call(currentUser)).status).toBe(200);
  });

  it('limits submit, next, try-again, report and the pack purchases too', async () => {
    const p = await signIn(app, config);
    for (const route of [
      submitAnswer,
      nextQuestion,
      tryAgain,
      reportQuestion,
      createPayment,
      createAgreement,
    ]) {
      // An empty body, which the route's types refuse: the limit counts a refused write too.
      const replies = await Promise.all(
        Array.from({ length: LIMIT + 1 }, () => p.callRaw(route, { body: {} })),
      );
      expect(
        replies.filter((r) => r.status === 429),
        route,
      ).toHaveLength(1);
    }
  });
});

describe('default per-player limit on every other write, search and ranking', () => {
  it.each<Route>([
    searchPlayers,
    topicRanking,
    tournamentRanking,
    followTopic,
    toggleFavouriteCategory,
    markRead,
    switchLanguage,
    cancelAgreement,
    unsubscribeTelenor,
    cancelGhooriSubscription,
  ])('%s answers 429 after its budget, for that player only', async (route) => {
    const greedy = await signIn(app, config);
    const other = await signIn(app, config);
    // An empty body, which some of the routes' types refuse: the budget counts refusals too.
    const replies = await Promise.all(
      Array.from({ length: DEFAULT_LIMIT + 1 }, () => greedy.callRaw(route, { body: {} })),
    );
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0]!.body).toMatchObject({
      status_code: 429,
      success: false,
      data: { code: 'rate_limited' },
    });
    expect((await other.callRaw(route, { body: {} })).status).not.toBe(429);
    // Each route has its own budget.
    expect((await greedy.call(topics, { body: {} })).status).toBe(200);
  });

  it('limits logout per player across their sessions', async () => {
    const msisdn = uniqueMsisdn();
    const sessions = [];
    for (let i = 0; i <= DEFAULT_LIMIT; i++) sessions.push(await signIn(app, config, { msisdn }));
    const statuses = [];
    for (const session of sessions) statuses.push((await session.call(logout)).status);
    expect(statuses).toEqual([...Array(DEFAULT_LIMIT).fill(200), 429]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('per-player limit with REDIS_URL', () => {
  it('is shared between processes', async () => {
    // Redis is shared by other test runs: keys of this run only.
    const keyPrefix = `qa-test-${randomBytes(4).toString('hex')}:`;
    const redisA = new Redis(redisUrl!, { keyPrefix });
    const redisB = new Redis(redisUrl!, { keyPrefix });
    const one = await buildApp(anotherProcess(ctx, { redis: redisA }));
    const two = await buildApp(anotherProcess(ctx, { redis: redisB }));
    try {
      const topic = await createTopic(ctx, { questionCount: 3 });
      const p = await signIn(app, config);
      const a = await Promise.all([1, 2, 3].map(() => start(p.token, topic.id, one)));
      const b = await Promise.all([1, 2, 3].map(() => start(p.token, topic.id, two)));
      const statuses = [...a, ...b].map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });

  it('shares the default write limit between processes, per route', async () => {
    const keyPrefix = `qa-test-${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(redisUrl!, { keyPrefix });
    const one = await buildApp(anotherProcess(ctx, { redis }));
    const two = await buildApp(anotherProcess(ctx, { redis }));
    try {
      const p = await signIn(app, config);
      const follow = (target: typeof app) =>
        // An empty body, which the route's types refuse: the limit counts a refused write too.
        callRaw(target, followTopic, { body: {}, headers: bearer(p.token) });
      const statuses = [];
      for (const target of [one, two, one, two]) statuses.push((await follow(target)).status);
      expect(statuses.slice(0, DEFAULT_LIMIT)).not.toContain(429);
      expect(statuses[DEFAULT_LIMIT]).toBe(429);
      const read = call(one, markRead, { body: {}, headers: bearer(p.token) });
      expect((await read).status).not.toBe(429);
    } finally {
      await one.close();
      await two.close();
      redis.disconnect();
    }
  });

  it('keeps the budgets of two deployments sharing one Redis apart (REDIS_KEY_PREFIX)', async () => {
    // Player ids overlap between deployments: without the prefix they would share a budget.
    const redis = new Redis(redisUrl!);
    const run = randomBytes(4).toString('hex');
    const deployment = (prefix: string) =>
      buildApp(
        anotherProcess(ctx, {
          redis,
          config: { ...config, redisKeyPrefix: `qa-test-${run}-${prefix}:` },
        }),
      );
    const one = await deployment('a');
    const two = await deployment('b');
    try {
      const topic = await createTopic(ctx, { questionCount: 3 });
      const p = await signIn(app, config);
      const a = await Promise.all(
        Array.from({ length: LIMIT }, () => start(p.token, topic.id, one)),
      );
      expect(a.map((r) => r.status)).toEqual(Array(LIMIT).fill(200));
      expect((await start(p.token, topic.id, two)).status).toBe(200);
      expect((await start(p.token, topic.id, one)).status).toBe(429);
    } finally {
      await one.close();
      await two.close();
      redis.disconnect();
    }
  });
});
