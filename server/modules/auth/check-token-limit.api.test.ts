import { describe, expect, it } from 'vitest';
import { uniqueMsisdn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { mintAccessToken } from './mint';
import { checkToken as checkTokenRoute } from '@contract/routes/auth';
import { call } from '../../../tests/helpers/call';

const LIMIT = 5;
// The real limiter, at a budget small enough to spend.
const { app, config } = await useTestApp({ CHECK_TOKEN_RATE_LIMIT: String(LIMIT) });

const checkToken = async (token: string, remoteAddress: string) =>
  (await call(app, checkTokenRoute, { query: { token }, remoteAddress })).status;

const replays = async (token: string, remoteAddress: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await checkToken(token, remoteAddress));
  return statuses;
};

describe("check-token's budget: refused tokens count against their sender's address", () => {
  it('a used login link replayed by someone else does not lock its subscriber out', async () => {
    const msisdn = uniqueMsisdn();
    const old = await mintAccessToken(config.operatorTokenSecret, { msisdn });
    expect(await checkToken(old, '10.1.0.1')).toBe(200);

    const attack = await replays(old, '10.1.0.66', 3 * LIMIT);
    expect(attack.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(attack.slice(LIMIT)).toEqual(Array(2 * LIMIT).fill(429));

    const fresh = await mintAccessToken(config.operatorTokenSecret, { msisdn });
    expect(await checkToken(fresh, '10.1.0.1')).toBe(200);
  });

  it('nor does an expired one', async () => {
    const msisdn = uniqueMsisdn();
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await mintAccessToken(
      config.operatorTokenSecret,
      { msisdn },
      { issuedAt: longAgo },
    );
    const attack = await replays(expired, '10.1.0.77', 3 * LIMIT);
    expect(attack.filter((s) => s === 429)).toHaveLength(2 * LIMIT);

    const fresh = await mintAccessToken(config.operatorTokenSecret, { msisdn });
    expect(await checkToken(fresh, '10.1.0.2')).toBe(200);
  });

  it("keeps a subscriber's own budget for their signed, fresh tokens, whatever the address", async () => {
    const msisdn = uniqueMsisdn();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const token = await mintAccessToken(config.operatorTokenSecret, { msisdn });
      statuses.push(await checkToken(token, `10.1.1.${i}`));
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});
