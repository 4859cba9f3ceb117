import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';
import { startGame } from '@contract/routes/gameplay';
import { checkToken } from '@contract/routes/auth';
import { currentUser } from '@contract/routes/users';
import { pathOf } from '../tests/helpers/call';

// Real HTTP: some of these refusals happen before Fastify has a request (app.inject skips them).
// Raw requests to the routes' addresses: each sends what no client of the contract would.
const { app, config } = await useTestApp();
const player = await signIn(app, config);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as net.AddressInfo;
const base = `http://127.0.0.1:${port}`;
afterAll(() => app.close());

const auth = { authorization: `Bearer ${player.token}` };
const json = { 'content-type': 'application/json', ...auth };

function expectEnvelopeReply(res: Response, body: unknown, status: number) {
  expect(res.status).toBe(status);
  expect(body).toMatchObject({ status_code: status, success: false, message: expect.any(String) });
  expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
}

describe('replies Fastify itself produces are the envelope, with request id and security headers', () => {
  it.each<[string, string, RequestInit, number]>([
    ['a URL that does not decode', '/api/v2.0/gameplay/%', {}, 400],
    ['a bad URL outside /api', '/%E0%A4%A', {}, 400],
    [
      'a body over the limit',
      pathOf(startGame),
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ topic_id: 1, x: 'y'.repeat(1_100_000) }),
      },
      413,
    ],
    [
      'an unsupported content type',
      pathOf(startGame),
      { method: 'POST', headers: { ...auth, 'content-type': 'text/xml' }, body: '<a/>' },
      415,
    ],
    [
      'malformed JSON',
      pathOf(startGame),
      { method: 'POST', headers: json, body: '{"topic_id":' },
      400,
    ],
    ['an unknown API path', '/api/v2.0/nothing-here', { headers: auth }, 404],
    ['an unknown method', pathOf(checkToken), { method: 'PATCH' }, 404],
    [
      'headers over the limit',
      pathOf(currentUser),
      { headers: { 'x-big': 'y'.repeat(100_000) } },
      431,
    ],
  ])('%s', async (_label, path, init, status) => {
    const res = await fetch(base + path, init);
    expectEnvelopeReply(res, await res.json(), status);
  });

  it('answers a request that is not HTTP with a 400 envelope', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('HELLO THERE\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw.toLowerCase()).toContain('x-request-id: ');
    expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toMatchObject({ status_code: 400, success: false });
  });
});
