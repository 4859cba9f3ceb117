import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuditReply } from '@contract/console';
import type { BadgesReply, ConsoleBadge, ConsoleBadgesReply } from '@contract/retention';
import { ensureDevAdmin } from '../console';
import { badges } from './tables';
import { request, signIn } from '../../../tests/helpers/client';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { listAudit } from '@contract/routes/console';
import { consoleBadges, createBadge, updateBadge } from '@contract/routes/console-badges';
import { badges as badgesRoute } from '@contract/routes/retention';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

const badge = (slug: string) => ({
  slug,
  name_en: 'Ten games',
  name_mm: 'ဂိမ်း ၁၀ ပွဲ',
  description_en: 'Finish ten games',
  description_mm: 'ဂိမ်း ၁၀ ပွဲ ပြီးဆုံးပါ',
  rule: 'games_finished' as const,
  threshold: 10,
  image_url: '/badges/ten.svg',
});

/** A file in `image`, as the console's form sends it. */
async function uploadPicture(staff: Staff, id: number, file: Buffer, type = 'image/png') {
  const boundary = '----badgetest7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="badge.png"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api/console/badges/${id}/image`,
    headers: {
      cookie: staff.cookie,
      'x-csrf-token': staff.csrf,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return {
    status: res.statusCode,
    body: res.json<{ data: { badge: ConsoleBadge; errors?: Record<string, string[]> } }>(),
  };
}

const catalogueBadge = async (staff: Staff, id: number) =>
  (await staff.send<ConsoleBadgesReply>('GET', '/api/console/badges')).body.data.badges.find(
    (b) => b.id === id,
  )!;

const auditActions = async (admin: Staff, id: number) =>
  (await admin.send<AuditReply>('GET', '/api/console/audit')).body.data.entries
    .filter((e) => e.target === `badge:${id}`)
    .map((e) => e.action);

describe('console badges', () => {
  it('editors add and edit a badge; each change is audited; players see it in their language', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'editor');
    const editor = await signInStaff(app, member.email, member.password);
    const created = await editor.call(createBadge, { body: badge('ten') });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const edited = await editor.call(updateBadge, {
      params: { id },
      body: {
        ...badge('ten-games'),
        threshold: 12,
        image_url: null,
      },
    });
    expect(edited.status).toBe(200);
    const list = await editor.call(consoleBadges);
    expect(list.body.data.badges.find((b) => b.id === id)).toMatchObject({
      slug: 'ten-games',
      threshold: 12,
      image_url: null,
      shown_image_url: '/badges/ten-games.svg',
      retired_at: null,
      earned_count: 0,
    });
    const player = await signIn(app, config);
    const mine = await player.call(badgesRoute, { headers: { 'accept-language': 'my' } });
    expect(mine.body.data.badges.find((b) => b.id === id)).toMatchObject({
      name: 'ဂိမ်း ၁၀ ပွဲ',
      progress: { value: 0, target: 12 },
    });
    const retired = await editor.call(updateBadge, {
      params: { id },
      body: {
        ...badge('ten-games'),
        retired: true,
      },
    });
    expect(retired.status).toBe(200);
    const after = await player.call(badgesRoute);
    expect(after.body.data.badges.some((b) => b.id === id)).toBe(false);
    const audit = await admin.call(listAudit);
    const rows = audit.body.data.entries.filter((e) => e.target === `badge:${id}`);
    expect(rows.map((e) => e.action).sort()).toEqual([
      'badge.create',
      'badge.retire',
      'badge.update',
    ]);
    expect(rows.every((e) => e.staff_email === member.email)).toBe(true);
  }, 60_000);

  it('names each bad field with 422 and a taken slug too; an unknown badge is 404', async () => {
    const admin = await signInDevAdmin(app);
    await admin.call(createBadge, { body: badge('taken') });
    for (const [body, field] of [
      [{ ...badge('x1'), rule: 'levels' }, 'rule'],
      [{ ...badge('x2'), threshold: 0 }, 'threshold'],
      [{ ...badge('x3'), threshold: 1.5 }, 'threshold'],
      [{ ...badge('x4'), name_mm: '' }, 'name_mm'],
      [{ ...badge('x5'), description_en: ' ' }, 'description_en'],
      [{ ...badge('Bad Slug') }, 'slug'],
      [{ ...badge('x6'), image_url: 'javascript:alert(1)' }, 'image_url'],
      // Another host's picture would be blocked by the pages' img-src 'self'.
      [{ ...badge('x7'), image_url: 'https://example.com/badge.png' }, 'image_url'],
      [{ ...badge('x8'), image_url: '//example.com/badge.png' }, 'image_url'],
      [badge('taken'), 'slug'],
    ] as const) {
      // Some of these the route's types refuse (an unknown rule).
      const res = await admin.callRaw(createBadge, { body });
      expect(res.status, field).toBe(422);
      expect(Object.keys(refusalOf(res).errors!), field).toEqual([field]);
    }
    expect(
      (await admin.call(updateBadge, { params: { id: 999999 }, body: badge('nobody') })).status,
    ).toBe(404);
  });

  it('editors and admins write; analysts read; support sees nothing; players are not staff', async () => {
    const admin = await signInDevAdmin(app);
    for (const role of ['analyst', 'support'] as const) {
      const member = await inviteStaff(admin, role);
      const staff = await signInStaff(app, member.email, member.password);
      expect((await staff.call(consoleBadges)).status, role).toBe(role === 'analyst' ? 200 : 403);
      const write = await staff.call(createBadge, { body: badge(`by-${role}`) });
      expect(write.status, role).toBe(403);
    }
    const player = await signIn(app, config);
    const res = await player.call(consoleBadges);
    expect(res.status).toBe(401);
  }, 120_000);

  it("an editor uploads a picture: re-encoded to WebP, served here, shown on the player's badges, audited", async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'editor');
    const editor = await signInStaff(app, member.email, member.password);
    const created = await editor.send<{ id: number }>('POST', '/api/console/badges', badge('pic'));
    const id = created.body.data.id;
    const png = await sharp({
      create: { width: 1600, height: 1600, channels: 4, background: '#d4a017' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .png()
      .toBuffer();
    const up = await uploadPicture(editor, id, png);
    expect(up.status).toBe(200);
    const stored = up.body.data.badge.image_url!;
    // Opaque as the studio's uploads: a row and a hash, nothing of the badge or the file's name.
    expect(stored).toMatch(/^\/media\/content\/\d+-[0-9a-f]{16}\.webp$/);
    expect(up.body.data.badge.shown_image_url).toBe(stored);
    const served = await app.inject({ method: 'GET', url: stored });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    expect(meta.exif).toBeUndefined();

    const player = await signIn(app, config);
    const mine = await request<BadgesReply>(app, 'GET', '/api/v2.0/badges', {
      token: player.token,
    });
    expect(mine.body.data.badges.find((b) => b.id === id)?.image_url).toBe(stored);
    // The form saves the address the upload put in it, so a later edit keeps the picture.
    const edited = await editor.send('PUT', `/api/console/badges/${id}`, {
      ...badge('pic'),
      threshold: 11,
      image_url: stored,
    });
    expect(edited.status).toBe(200);
    expect((await catalogueBadge(editor, id)).image_url).toBe(stored);
    expect(await auditActions(admin, id)).toContain('badge.image');
  }, 60_000);

  it('a file that is not a PNG or JPEG, or too big, is a 422 naming image and changes nothing', async () => {
    const admin = await signInDevAdmin(app);
    const created = await admin.send<{ id: number }>('POST', '/api/console/badges', badge('bad'));
    const id = created.body.data.id;
    const before = await catalogueBadge(admin, id);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .gif()
      .toBuffer();
    // An SVG could carry script; a GIF is not taken either, whatever the part says it is.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 7);
    for (const [file, what] of [
      [Buffer.from('not an image at all'), 'text'],
      [gif, 'gif'],
      [svg, 'svg'],
      [big, 'over 2 MiB'],
    ] as const) {
      const res = await uploadPicture(admin, id, file);
      expect(res.status, what).toBe(422);
      expect(Object.keys(res.body.data.errors ?? {}), what).toEqual(['image']);
    }
    expect(await catalogueBadge(admin, id)).toEqual(before);
    expect(await auditActions(admin, id)).toEqual(['badge.create']);
    expect((await uploadPicture(admin, 999_999, Buffer.from('x'))).status).toBe(404);
  }, 60_000);

  it('analysts and support may not upload; nothing changes', async () => {
    const admin = await signInDevAdmin(app);
    const created = await admin.send<{ id: number }>('POST', '/api/console/badges', badge('ro'));
    const id = created.body.data.id;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const role of ['analyst', 'support'] as const) {
      const member = await inviteStaff(admin, role);
      const staff = await signInStaff(app, member.email, member.password);
      expect((await uploadPicture(staff, id, png)).status, role).toBe(403);
    }
    expect((await catalogueBadge(admin, id)).image_url).toBe('/badges/ten.svg');
  }, 120_000);

  it("another site's picture address is a 422 naming image_url; one stored before is not shown", async () => {
    const admin = await signInDevAdmin(app);
    for (const address of [
      'https://cdn.example.com/badge.png',
      'http://cdn.example.com/badge.png',
      '//tracker.example.com/pixel.gif',
      '/\\tracker.example.com/pixel.gif',
    ]) {
      const res = await admin.send('POST', '/api/console/badges', {
        ...badge('ext'),
        image_url: address,
      });
      expect(res.status, address).toBe(422);
      const errors = (res.body.data as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors), address).toEqual(['image_url']);
      expect(errors.image_url![0], address).toMatch(/^must be a picture on this site/);
    }
    for (const empty of ['', null]) {
      const res = await admin.send('POST', '/api/console/badges', {
        ...badge(`none-${String(empty)}`),
        image_url: empty,
      });
      expect(res.status, String(empty)).toBe(200);
    }
    // Before this rule an editor could store any https address: players get the slug's drawing.
    const created = await admin.send<{ id: number }>('POST', '/api/console/badges', badge('old'));
    const id = created.body.data.id;
    await ctx.db
      .update(badges)
      .set({ imageUrl: 'https://tracker.example.com/pixel.gif' })
      .where(eq(badges.id, id));
    const player = await signIn(app, config);
    const mine = await request<BadgesReply>(app, 'GET', '/api/v2.0/badges', {
      token: player.token,
    });
    expect(mine.body.data.badges.find((b) => b.id === id)?.image_url).toBe('/badges/old.svg');
    expect((await catalogueBadge(admin, id)).shown_image_url).toBe('/badges/old.svg');
  });
});
