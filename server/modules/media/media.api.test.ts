import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/context';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { createCategory } from '../../../tests/helpers/factories';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';
import { versionedMediaUrl } from './versioned-url';

const { app, ctx } = await useTestApp();

describe('media illustrations', () => {
  it("labels a category cover with the category's name from the database", async () => {
    await createCategory(ctx, { slug: 'media-science', name: 'Science & Nature' });
    const res = await app.inject({ url: '/media/categories/media-science.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('Science &amp; Nature');
  });

  it('title-cases an unknown slug instead of failing', async () => {
    const res = await app.inject({ url: '/media/topics/bcs-gk.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>BCS GK<');
  });

  it('answers 404 in the envelope for a flag it cannot draw, 422 for a bad file name', async () => {
    const missing = await app.inject({ url: '/media/flags/zz-nowhere.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, status_code: 404 });
    const bad = await app.inject({ url: '/media/topics/..%2Fsecret.png' });
    expect(bad.statusCode).toBe(422);
  });

  it('caches a URL carrying the hash of its drawing for a year; a renamed category gets a new URL', async () => {
    await createCategory(ctx, { slug: 'media-history', name: 'History' });
    const url = versionedMediaUrl('/media/categories/media-history.svg', 'History');
    expect(url).toMatch(/^\/media\/categories\/media-history\.svg\?v=[\w-]{12}$/);
    const first = await app.inject({ url });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toContain('>History<');

    // The process already remembers the old name; the new URL makes it read the name again.
    await ctx.db
      .update(categories)
      .set({ name: 'World History' })
      .where(eq(categories.slug, 'media-history'));
    const renamed = versionedMediaUrl('/media/categories/media-history.svg', 'World History');
    expect(renamed).not.toBe(url);
    const after = await app.inject({ url: renamed });
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(after.body).toContain('>World History<');

    // The old URL now shows the new drawing, which may change again: a day only.
    const old = await app.inject({ url });
    expect(old.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('versions flags and fixed covers, and leaves other URLs alone', async () => {
    const flag = versionedMediaUrl('/media/flags/bd.svg');
    expect((await app.inject({ url: flag })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const cover = versionedMediaUrl('/media/tournaments/night-owl-trivia.svg');
    expect((await app.inject({ url: cover })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The web app's default tournament image names the hash of the drawing the server serves.
    expect(versionedMediaUrl('/media/defaults/tournament.svg')).toBe(DEFAULT_TOURNAMENT_IMAGE);
    expect((await app.inject({ url: DEFAULT_TOURNAMENT_IMAGE })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const wrong = await app.inject({ url: '/media/flags/bd.svg?v=not-the-hash' });
    expect(wrong.headers['cache-control']).toBe('public, max-age=86400');
    expect(versionedMediaUrl('')).toBe('');
    expect(versionedMediaUrl('/media/avatars/1-0123456789abcdef.webp')).toBe(
      '/media/avatars/1-0123456789abcdef.webp',
    );
    expect(versionedMediaUrl('https://cdn.example.com/x.svg')).toBe(
      'https://cdn.example.com/x.svg',
    );
  });
});
