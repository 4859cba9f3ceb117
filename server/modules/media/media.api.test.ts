import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/context';
import { eq } from 'drizzle-orm';
import { categories } from '../../tables';
import { createCategory } from '../../../tests/helpers/factories';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';
import { versionedMediaUrl } from './versioned-url';

const { app, ctx } = await useTestApp();

describe('media illustrations', () => {
  it("draws a category's cover without its name, in any language", async () => {
    await createCategory(ctx, { slug: 'media-science', name: 'Science & Nature' });
    const res = await app.inject({ url: '/media/categories/media-science.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).not.toContain('Science');
  });

  it('draws a cover for an unknown slug instead of failing', async () => {
    const res = await app.inject({ url: '/media/topics/bcs-gk.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('refuses a bad file name with 422', async () => {
    const bad = await app.inject({ url: '/media/topics/..%2Fsecret.png' });
    expect(bad.statusCode).toBe(422);
  });

  it('caches a URL carrying the hash of its drawing for a year; a renamed category keeps it', async () => {
    await createCategory(ctx, { slug: 'media-history', name: 'History' });
    const url = versionedMediaUrl('/media/categories/media-history.svg');
    expect(url).toMatch(/^\/media\/categories\/media-history\.svg\?v=[\w-]{12}$/);
    expect((await app.inject({ url })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The name is not in the picture, so a rename changes neither the drawing nor its URL.
    await ctx.db
      .update(categories)
      .set({ name: 'World History' })
      .where(eq(categories.slug, 'media-history'));
    expect(versionedMediaUrl('/media/categories/media-history.svg')).toBe(url);
    expect((await app.inject({ url })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('versions fixed covers, and leaves other URLs alone', async () => {
    const cover = versionedMediaUrl('/media/tournaments/night-owl-trivia.svg');
    expect((await app.inject({ url: cover })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The web app's default tournament image names the hash of the drawing the server serves.
    expect(versionedMediaUrl('/media/defaults/tournament.svg')).toBe(DEFAULT_TOURNAMENT_IMAGE);
    expect((await app.inject({ url: DEFAULT_TOURNAMENT_IMAGE })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const wrong = await app.inject({ url: '/media/topics/bcs-gk.svg?v=not-the-hash' });
    expect(wrong.headers['cache-control']).toBe('public, max-age=86400');
    expect(versionedMediaUrl('')).toBe('');
    // A flag is a question's picture: only ever served at a sealed address (pictures.api.test.ts).
    expect(versionedMediaUrl('/media/flags/bd.svg')).toBe('/media/flags/bd.svg');
    expect(versionedMediaUrl('/media/avatars/1-0123456789abcdef.webp')).toBe(
      '/media/avatars/1-0123456789abcdef.webp',
    );
    expect(versionedMediaUrl('https://cdn.example.com/x.svg')).toBe(
      'https://cdn.example.com/x.svg',
    );
  });
});
