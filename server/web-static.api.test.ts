import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { useTestApp } from '../tests/helpers/context';

const { ctx, config } = await useTestApp();
// A built web app in miniature: a page, a hashed asset, a favicon.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(
  path.join(root, 'index.html'),
  '<!doctype html><script src="/assets/app-3f9a1c.js"></script>',
);
fs.writeFileSync(path.join(root, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const app = await buildApp({ ...ctx, config: { ...config, webDistDir: root } });
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('web app caching', () => {
  it.each(['/', '/index.html', '/quiz-home', '/topics/12/play', '/dev-null/deep/path'])(
    'serves the page at %s with no-cache',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app-3f9a1c.js');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('marks hashed assets immutable for a year', async () => {
    const res = await get('/assets/app-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other files for an hour, and a missing asset is a 404 envelope', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    const missing = await get('/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status_code: 404, success: false });
  });
});
