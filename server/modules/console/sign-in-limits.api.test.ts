import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/context';
import { signIn } from '@contract/routes/console';
import { call } from '../../../tests/helpers/call';

// Small limits of its own, as the rate-limit tests of the players' sign-in do.
const { app } = await useTestApp({
  CONSOLE_SIGN_IN_RATE_LIMIT: '3',
  CONSOLE_ACCOUNT_RATE_LIMIT: '2',
});

const attempt = (email: string, remoteAddress: string) =>
  call(app, signIn, { body: { email, password: 'wrong-password' }, remoteAddress });

describe('console sign-in limits', () => {
  it('limits attempts per address, whatever the accounts', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(`a${i}@staff.test`, '10.0.0.1')).status);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt('other@staff.test', '10.0.0.2')).status).toBe(401);
  });

  it('limits attempts per account from one address, and leaves other addresses their own', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt('target@staff.test', '10.1.0.1')).status);
    expect(codes).toEqual([401, 401, 429]);
    // Whoever spent one address's count has not spent the account's owner's.
    expect((await attempt('target@staff.test', '10.1.0.2')).status).toBe(401);
    const limited = await call(app, signIn, {
      body: { email: 'TARGET@staff.test', password: 'x' },
      remoteAddress: '10.1.0.1',
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ data: { code: 'rate_limited' } });
  });
});
