import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/context';
import { consoleRequest } from '../../../tests/helpers/console';

// Small limits of its own, as the rate-limit tests of the players' sign-in do.
const { app } = await useTestApp({
  CONSOLE_SIGN_IN_RATE_LIMIT: '3',
  CONSOLE_ACCOUNT_RATE_LIMIT: '2',
});

const attempt = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/console/session',
    remoteAddress,
    payload: { email, password: 'wrong-password' },
  });

describe('console sign-in limits', () => {
  it('limits attempts per address, whatever the accounts', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await attempt(`a${i}@staff.test`, '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt('other@staff.test', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits attempts per account, whatever the addresses', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await attempt('target@staff.test', `10.1.0.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
    const limited = await consoleRequest(app, 'POST', '/api/console/session', {
      body: { email: 'TARGET@staff.test', password: 'x' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.data).toEqual({ code: 'rate_limited' });
  });
});
