import { afterAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_SECRET } from './config';
import { mintAccessToken } from './modules/auth/mint';
import { uniqueMsisdn } from '../tests/helpers/client';
import { hasRedisServer, startRedisServer } from '../tests/helpers/redis-server';
import { startServerProcess } from '../tests/helpers/server-process';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

const signInStatus = async (baseURL: string, msisdn = uniqueMsisdn()) => {
  const token = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn });
  return (await fetch(`${baseURL}/api/check-token?token=${token}`)).status;
};

const readiness = async (baseURL: string) => {
  const res = await fetch(`${baseURL}/readyz`);
  const body = (await res.json()) as { data: { redis?: string } };
  return { status: res.status, redis: body.data.redis };
};

describe.skipIf(!hasRedisServer)('losing Redis (server process, redis-server of its own)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it(
    'keeps sign-in working with limits counted in the process, reports the outage once, and recovers',
    async () => {
      const redis = await startRedisServer();
      cleanups.push(redis.kill);
      const server = await startServerProcess(
        { REDIS_URL: redis.url, CHECK_TOKEN_RATE_LIMIT: '4', LOG_LEVEL: 'info' },
        { capture: true, migrated: true },
      );
      cleanups.push(server.stop);
      expect(await signInStatus(server.baseURL)).toBe(200);

      await redis.kill();
      // One subscriber signing in again and again: check-token's limit counts per subscriber.
      const msisdn = uniqueMsisdn();
      const during = [];
      for (let i = 0; i < 5; i++) during.push(await signInStatus(server.baseURL, msisdn));
      // The process counts on its own while Redis is away: the limit still holds.
      expect(during).toEqual([200, 200, 200, 200, 429]);
      expect(await readiness(server.baseURL)).toEqual({ status: 503, redis: 'down' });
      expect(server.output().match(/Redis unavailable/g)).toHaveLength(1);

      await redis.start();
      const deadline = Date.now() + PROCESS_TEST_BUDGET / 2;
      while ((await readiness(server.baseURL)).status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await readiness(server.baseURL)).toEqual({ status: 200, redis: 'ok' });
      expect(await signInStatus(server.baseURL)).toBe(200);
      expect(server.output()).toContain('Redis available again');
      expect(server.output().match(/Redis unavailable/g)).toHaveLength(1);
    },
    PROCESS_TEST_BUDGET,
  );
});
