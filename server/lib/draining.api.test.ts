import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../../tests/helpers/context';
import { stopAccepting } from './draining';

const { ctx } = await useTestApp();

describe('a closing server', () => {
  it('answers with a 503 envelope, Retry-After and the usual headers until its port closes', async () => {
    const app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/public/top-topics`;
    expect((await fetch(url)).status).toBe(200);

    const stopped = stopAccepting(app, { quietMs: 300 });
    const res = await fetch(url);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toMatchObject({
      status_code: 503,
      success: false,
      data: { code: 'service_unavailable' },
    });

    await stopped;
    await expect(fetch(url)).rejects.toThrow();
    await app.close();
  });
});
