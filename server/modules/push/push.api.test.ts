import {
  createECDH,
  createPublicKey,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createJobQueue } from '../../scheduled-work';
import { pushSubscriptions } from '../../tables';
import { notifyPlayer } from '../notifications';
import { isPublicAddress, trustedEndpoint } from './trusted-hosts';
import { logout } from '@contract/routes/auth';
import { pushKey, pushSubscribe, pushUnsubscribe } from '@contract/routes/retention';

/** A push service on this machine: keeps what it receives, answers with the next status queued. */
const received: Array<{ url: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];
const statuses: number[] = [];
const service = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = statuses.shift() ?? 201;
    res.end();
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const port = (service.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const { app, ctx, config } = await useTestApp({ PUSH_SERVICE_HOSTS: `127.0.0.1:${port}` });
const queue = createJobQueue(ctx);

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its key pair and auth secret. */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
  };
}

/** RFC 8291 (aes128gcm) decryption as a browser does it, with the subscription's keys. */
function decrypt(body: Buffer, d: ReturnType<typeof device>): unknown {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = d.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, d.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and its padding.
  const end = plain.lastIndexOf(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the push service's origin. */
function checkVapid(header: string | undefined, audience: string, publicKey: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(m).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [h, p, s] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toMatchObject({
    alg: 'ES256',
    typ: 'JWT',
  });
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toMatch(/^mailto:|^https:/);
  const now = Date.now() / 1000;
  expect(claims.exp).toBeGreaterThan(now);
  expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600 + 60);
  const raw = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  );
  expect(ok).toBe(true);
}

async function subscribe(p: Player, path = `/push/${randomBytes(6).toString('hex')}`) {
  const d = device();
  const endpoint = `http://127.0.0.1:${port}${path}`;
  const res = await p.call(pushSubscribe, { body: { endpoint, keys: d.keys } });
  expect(res.status).toBe(200);
  return { d, endpoint };
}

const invite = (userId: number) => ({
  userId,
  kind: 'battle_invite' as const,
  params: { invite_id: 1, user_id: 1, name: 'Su Su', stake: 0, seconds: 60 },
});

/** Runs due pushes as a worker at `now` (real pushes leave at once: now is later than their time). */
const runQueue = (now = new Date(Date.now() + 1000)) => queue.runDue({ now });

describe('push subscriptions', () => {
  it('refuse endpoints outside PUSH_SERVICE_HOSTS: private, link-local, loopback, another port', async () => {
    const p = await signIn(app, config);
    const keys = device().keys;
    for (const endpoint of [
      'https://10.0.0.5/push/x',
      'https://192.168.1.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/push/x',
      'http://localhost:' + port + '/push/x',
      `http://127.0.0.1:${port + 1}/push/x`,
      `https://127.0.0.1:${port}/push/x`,
      'https://fcm.googleapis.com/push/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const res = await p.call(pushSubscribe, { body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(422);
      expect(JSON.stringify(res.body.data)).toContain('endpoint');
    }
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, p.userId));
    expect(rows).toHaveLength(0);
  });

  it('refuse keys that are not a P-256 public key and a 16-byte secret, naming the field', async () => {
    const p = await signIn(app, config);
    const { keys } = device();
    const endpoint = `http://127.0.0.1:${port}/push/keys`;
    for (const [field, bad] of [
      ['p256dh', { ...keys, p256dh: 'not-a-key' }],
      ['p256dh', { ...keys, p256dh: keys.p256dh.slice(1) }],
      ['auth', { ...keys, auth: b64url(randomBytes(15)) }],
    ] as const) {
      const res = await p.post('/api/v2.0/push/subscriptions', { endpoint, keys: bad });
      expect(res.status, field).toBe(422);
      expect(JSON.stringify(res.body.data)).toContain(field);
    }
    const ok = await p.post('/api/v2.0/push/subscriptions', { endpoint, keys });
    expect(ok.status).toBe(200);
  });

  it('know the listed hosts only, on their port, and public addresses only when sending', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com', 'push.example:8443'];
    expect(trustedEndpoint('https://fcm.googleapis.com/fcm/send/x', hosts, true)).not.toBeNull();
    expect(trustedEndpoint('https://fcm.googleapis.com:444/x', hosts, true)).toBeNull();
    expect(
      trustedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', hosts, true),
    ).not.toBeNull();
    expect(trustedEndpoint('https://notify.windows.com.evil.example/x', hosts, true)).toBeNull();
    expect(trustedEndpoint('https://push.example:8443/x', hosts, true)).not.toBeNull();
    expect(trustedEndpoint('https://push.example/x', hosts, true)).toBeNull();
    expect(trustedEndpoint('https://user:pw@fcm.googleapis.com/x', hosts, true)).toBeNull();
    expect(trustedEndpoint(`http://127.0.0.1:${port}/x`, [`127.0.0.1:${port}`], true)).toBeNull();
    for (const a of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.168.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
      '255.255.255.255',
      // Prefixes that carry an IPv4 address inside an IPv6 one: NAT64 and 6to4 of 10.0.0.1.
      '64:ff9b::a00:1',
      '2002:a00:1::',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['142.250.72.10', '::ffff:142.250.72.10', '2607:f8b0:4004:800::200a'])
      expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('pushes', () => {
  it('a personal event goes at once, encrypted for the device and signed with VAPID', async () => {
    const p = await signIn(app, config);
    const { d, endpoint } = await subscribe(p);
    const publicKey = (await p.call(pushKey)).body.data.public_key;
    received.length = 0;
    await ctx.db.transaction((tx) => notifyPlayer(tx, invite(p.userId)));
    await runQueue();
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.url).toBe(new URL(endpoint).pathname);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    checkVapid(got.headers.authorization, `http://127.0.0.1:${port}`, publicKey);
    expect(decrypt(got.body, d)).toEqual({
      title: 'Su Su invites you to a live battle',
      body: 'A free battle. Accept within 60 seconds.',
      url: '/battle?invite=1',
      kind: 'battle_invite',
    });
  });

  it('a reminder waits for the end of the quiet hours; a personal event does not', async () => {
    const p = await signIn(app, config);
    await subscribe(p);
    received.length = 0;
    // 03:00 in Dhaka tomorrow (UTC+6), later than the jobs' time.
    const night = new Date(Date.now() + 86_400_000);
    night.setUTCHours(21, 0, 0, 0);
    await ctx.db.transaction((tx) =>
      notifyPlayer(tx, {
        userId: p.userId,
        kind: 'tournament_reminder',
        params: { tournament_id: 1, name: 'Cup', name_mm: null, time: '03:10', minutes: 10 },
      }),
    );
    await ctx.db.transaction((tx) => notifyPlayer(tx, invite(p.userId)));
    await runQueue(night);
    expect(received).toHaveLength(1);
    const morning = new Date(night.getTime() + 5 * 3600_000);
    await runQueue(new Date(morning.getTime() - 60_000));
    expect(received).toHaveLength(1);
    await runQueue(morning);
    expect(received).toHaveLength(2);
  });

  it('forgets a subscription its push service reports gone (410), and retries a failure', async () => {
    const p = await signIn(app, config);
    await subscribe(p);
    received.length = 0;
    statuses.push(500);
    await ctx.db.transaction((tx) => notifyPlayer(tx, invite(p.userId)));
    await runQueue();
    expect(received).toHaveLength(1);
    // Retried with backoff: later, the service says the subscription is gone.
    statuses.push(410);
    await runQueue(new Date(Date.now() + 3600_000));
    expect(received).toHaveLength(2);
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, p.userId));
    expect(rows).toHaveLength(0);
  });

  it('unsubscribing and logging out remove the device', async () => {
    const p = await signIn(app, config);
    const { endpoint } = await subscribe(p);
    const del = await p.call(pushUnsubscribe, { body: { endpoint } });
    expect(del.status).toBe(200);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.userId)),
    ).toHaveLength(0);
    await subscribe(p);
    const out = await p.call(logout);
    expect(out.status).toBe(200);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.userId)),
    ).toHaveLength(0);
  });
});
