import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/context';
import { createCategory } from '../../../tests/helpers/factories';

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
});
