import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ErrorData } from '@contract/errors';

import type { AvatarReply } from '@contract/users';
import { userAvatars, users } from '../../tables';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import {
  currentUser,
  saveSettings,
  settings as settingsRoute,
  switchLanguage,
  updateAvatar,
  updateProfile,
} from '@contract/routes/users';
import { call, pathOf, refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

const MiB = 1_048_576;

/** A multipart/form-data body with one file part, built by hand so the bytes are exactly ours. */
function multipart(file: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----quizarenatest7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; ` +
      `filename="${opts.filename ?? 'me.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(player: Player, file: Buffer, opts?: Parameters<typeof multipart>[1]) {
  const { payload, headers } = multipart(file, opts);
  const res = await app.inject({
    method: 'POST',
    url: pathOf(updateAvatar),
    headers: { ...headers, authorization: `Bearer ${player.token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json<{ data: AvatarReply & ErrorData }>() };
}

const picture = (format: 'png' | 'jpeg' | 'gif', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .toFormat(format)
    .toBuffer();

async function imageUrlOf(player: Player): Promise<string | null> {
  const [row] = await ctx.db
    .select({ imageUrl: users.imageUrl })
    .from(users)
    .where(eq(users.id, player.userId));
  return row?.imageUrl ?? null;
}

describe('POST v2.0/user', () => {
  it('saves a trimmed name and email; the mobile number cannot change', async () => {
    const player = await signIn(app, config);
    // With a phone number, which the route's types do not name: it must not change.
    const res = await player.callRaw(updateProfile, {
      body: {
        name: '  Aung Aung ',
        email: 'aung@example.com',
        phone: '01999999999',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Aung Aung',
      email: 'aung@example.com',
      phone: player.msisdn,
    });
    const again = await player.call(currentUser);
    expect(again.body.data.user.name).toBe('Aung Aung');
  });

  it('refuses missing, empty, wrongly typed and malformed fields with the spec messages and changes nothing', async () => {
    const player = await signIn(app, config, { name: 'Before' });
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { name: ['Please provide your full name.'], email: ['Please provide your email.'] }],
      [
        { name: '   ', email: '' },
        { name: ['Please provide your full name.'], email: ['Please provide your email.'] },
      ],
      [{ name: 'A', email: 'not-an-email' }, { email: ['Please provide a valid email address.'] }],
      [{ name: 42, email: 'a@example.com' }, { name: ['must be text'] }],
      [{ name: 'x'.repeat(101), email: 'a@example.com' }, { name: expect.any(Array) }],
    ];
    for (const [body, errors] of cases) {
      // Bad input on purpose: an input the route's types refuse.
      const res = await player.callRaw(updateProfile, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(refusalOf(res).code).toBe('validation_failed');
      expect(refusalOf(res).errors!).toEqual(errors);
    }
    const after = await player.call(currentUser);
    expect(after.body.data.user).toMatchObject({ name: 'Before', email: null });
  });

  it('needs a session', async () => {
    const res = await call(app, updateProfile, { body: { name: 'A', email: 'a@b.co' } });
    expect(res.status).toBe(401);
  });
});

describe('POST v2.0/user/update-avatar', () => {
  it('re-encodes a PNG or JPEG as a small square WebP without metadata, served with a long cache', async () => {
    const player = await signIn(app, config);
    // A JPEG carrying EXIF (camera, GPS-like comment): none of it may survive.
    const jpeg = await sharp(await picture('jpeg', 800, 600))
      .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'TestCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(player, jpeg, { filename: 'me.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const url = res.body.data.image_url;
    expect(url).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    expect(await imageUrlOf(player)).toBe(url);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(served.rawPayload.byteLength).toBeLessThan(20_000);

    const me = await player.call(currentUser);
    expect(me.body.data.user.image_url).toBe(url);
  });

  it('replaces the old picture: its URL stops answering and one row is kept', async () => {
    const player = await signIn(app, config);
    const first = await upload(player, await picture('png'));
    const second = await upload(
      player,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e53935' } })
        .png()
        .toBuffer(),
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.image_url).not.toBe(first.body.data.image_url);
    expect((await app.inject({ method: 'GET', url: first.body.data.image_url })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: second.body.data.image_url })).statusCode).toBe(
      200,
    );
    const rows = await ctx.db
      .select({ userId: userAvatars.userId })
      .from(userAvatars)
      .where(eq(userAvatars.userId, player.userId));
    expect(rows).toHaveLength(1);
  });

  it('checks the content, not the name: a GIF or text called .png, or a broken PNG, is refused', async () => {
    const player = await signIn(app, config);
    const before = await upload(player, await picture('png'));
    const fakes: Array<[Buffer, string]> = [
      [await picture('gif'), 'me.png'],
      [Buffer.from('just some text, honestly'), 'me.jpg'],
      [
        await sharp(await picture('png'))
          .webp()
          .toBuffer(),
        'me.jpeg',
      ],
      // A real PNG signature over garbage.
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(500, 7),
        ]),
        'me.png',
      ],
    ];
    for (const [bytes, filename] of fakes) {
      const res = await upload(player, bytes, { filename, type: 'image/png' });
      expect(res.status, filename).toBe(422);
      expect(res.body.data.code).toBe('validation_failed');
      expect(Object.keys(res.body.data.errors ?? {})).toEqual(['image']);
    }
    expect(await imageUrlOf(player)).toBe(before.body.data.image_url);
  });

  it('accepts 1 MiB exactly and refuses 1 MiB + 1 byte', async () => {
    const player = await signIn(app, config);
    // A valid PNG padded after its end: decoders stop at IEND, so only the size differs.
    const png = await picture('png', 64, 64);
    const pad = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.byteLength)]);
    const atLimit = await upload(player, pad(MiB));
    expect(atLimit.status).toBe(200);
    const over = await upload(player, pad(MiB + 1));
    expect(over.status).toBe(422);
    expect(over.body.data.errors?.image?.[0]).toMatch(/1048576/);
    expect(await imageUrlOf(player)).toBe(atLimit.body.data.image_url);
  });

  it('refuses a decompression bomb (tiny file, huge pixel count)', async () => {
    const player = await signIn(app, config);
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MiB);
    const res = await upload(player, bomb);
    expect(res.status).toBe(422);
    expect(await imageUrlOf(player)).toBeNull();
  });

  it('refuses a missing file, a file in another field, JSON instead of multipart, and no session', async () => {
    const player = await signIn(app, config);
    const png = await picture('png');
    const other = await upload(player, png, { field: 'photo' });
    expect(other.status).toBe(422);
    expect(other.body.data.errors).toEqual({ image: ['is required'] });
    const empty = await upload(player, Buffer.alloc(0));
    expect(empty.status).toBe(422);
    // JSON where the route reads a form: an input the route's types refuse.
    const json = await player.callRaw(updateAvatar, { body: { image: 'x' } });
    expect(json.status).toBe(415);
    expect(refusalOf(json).code).toBe('unsupported_media_type');
    // Broken multipart (no boundary, cut short) is the client's fault: a 4xx, never a 500.
    const auth = { authorization: `Bearer ${player.token}` };
    const { payload: whole, headers: mp } = multipart(png);
    for (const [contentType, body] of [
      ['multipart/form-data', 'garbage'],
      [mp['content-type'], whole.subarray(0, 200)],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: pathOf(updateAvatar),
        headers: { ...auth, 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, contentType).toBeLessThan(500);
    }
    const { payload, headers } = multipart(png);
    const anonymous = await app.inject({
      method: 'POST',
      url: pathOf(updateAvatar),
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await imageUrlOf(player)).toBeNull();
  });

  it('answers 404 for an avatar URL that never existed and 422 for a malformed one', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/media/avatars/999999999-0123456789abcdef.webp' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/media/avatars/..%2F1-0123456789abcdef.webp' }))
        .statusCode,
    ).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/media/avatars/12.webp' })).statusCode).toBe(
      422,
    );
  });
});

describe('v2.0/settings', () => {
  it('starts with daily updates off and new topics and tournaments on', async () => {
    const player = await signIn(app, config);
    const res = await player.call(settingsRoute);
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual({
      daily_updates: false,
      new_topics: true,
      new_tournament: true,
    });
  });

  it('saves all three and reads them back', async () => {
    const player = await signIn(app, config);
    const next = { daily_updates: true, new_topics: false, new_tournament: true };
    const saved = await player.call(saveSettings, { body: next });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings).toEqual(next);
    expect((await player.call(settingsRoute)).body.data.settings).toEqual(next);
  });

  it('refuses a missing or non-boolean toggle and changes nothing', async () => {
    const player = await signIn(app, config);
    for (const body of [
      { daily_updates: true, new_topics: true },
      { daily_updates: 'yes', new_topics: true, new_tournament: true },
      { daily_updates: 1, new_topics: true, new_tournament: true },
    ]) {
      // Bad input on purpose: an input the route's types refuse.
      const res = await player.callRaw(saveSettings, { body });
      expect(res.status).toBe(422);
      expect(Object.keys(refusalOf(res).errors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await player.call(settingsRoute)).body.data.settings).toEqual({
      daily_updates: false,
      new_topics: true,
      new_tournament: true,
    });
  });
});

describe('POST v2.0/switch-user-language', () => {
  it('stores en or mm and refuses anything else', async () => {
    const player = await signIn(app, config);
    expect((await player.call(switchLanguage, { body: { language: 'mm' } })).status).toBe(200);
    expect((await player.call(currentUser)).body.data.user.language).toBe('mm');
    for (const body of [{ language: 'fr' }, { language: 'MM' }, {}, { language: 1 }]) {
      // Bad input on purpose: an input the route's types refuse.
      const res = await player.callRaw(switchLanguage, { body });
      expect(res.status).toBe(422);
      expect(Object.keys(refusalOf(res).errors ?? {})).toEqual(['language']);
    }
    expect((await player.call(currentUser)).body.data.user.language).toBe('mm');
  });
});
