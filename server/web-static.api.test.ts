import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { BANNER_SLOT, pageWithBanner } from './web-static';
import { anotherProcess, useTestApp } from '../tests/helpers/context';
import { precompressDir } from '../scripts/precompress';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';
import { listRunning } from './modules/tournaments/service';

const { ctx, config } = await useTestApp();
// A built web app in miniature: a page, hashed assets (one big enough to be precompressed), a
// favicon, a robots.txt, all precompressed as the build does.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-web-'));
fs.mkdirSync(path.join(root, 'assets'));
const page = `<!doctype html><script src="/assets/app-3f9a1c.js"></script><div class="boot">${BANNER_SLOT}</div>${'<p>Quiz</p>'.repeat(100)}`;
fs.writeFileSync(path.join(root, 'index.html'), page);
fs.writeFileSync(path.join(root, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
const bigScript = 'export const questions = ["Which planet is the largest?"];\n'.repeat(200);
fs.writeFileSync(path.join(root, 'assets', 'quiz-7b2e40.js'), bigScript);
fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
fs.writeFileSync(path.join(root, 'sw.js'), `self.precache = ${JSON.stringify(bigScript)};`);
fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Quiz Arena"}');
// The console's own build (web/console), in console/.
fs.mkdirSync(path.join(root, 'console', 'assets'), { recursive: true });
const consolePage = '<!doctype html><script src="/console/assets/index-a1b2c3.js"></script>';
fs.writeFileSync(path.join(root, 'console', 'index.html'), consolePage);
fs.writeFileSync(path.join(root, 'console', 'assets', 'index-a1b2c3.js'), 'console.log(2)');
precompressDir(root);
const app = await buildApp(anotherProcess(ctx, { config: { ...config, webDistDir: root } }));
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body
  ).toString('utf8');

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

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed asset for Accept-Encoding %s as %s', async (accept, encoding) => {
    const res = await get('/assets/quiz-7b2e40.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 5);
    expect(decoded(res.rawPayload, encoding)).toBe(bigScript);
  });

  it('sends the asset as it is to a client that accepts no encoding', async () => {
    const res = await get('/assets/quiz-7b2e40.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bigScript);
  });

  it.each(['/', '/topics/12/play', '/index.html'])(
    'sends the page at %s compressed and still no-cache',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res.rawPayload, 'br')).toBe(page);
    },
  );

  it.each(['br', 'gzip'])('compresses a JSON reply above 1 KB with %s', async (encoding) => {
    const res = await get('/api/openapi.json', { 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decoded(res.rawPayload, encoding))).toHaveProperty('openapi');
  });

  it('leaves a small envelope, and its error code, as they are', async () => {
    const res = await get('/api/v2.0/user', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status_code: 401, success: false });
  });
});

describe('first screens', () => {
  const firstBanner = async () => {
    const [first] = await listRunning(ctx, 'DAILY', 'en');
    return first?.tournament_image || DEFAULT_TOURNAMENT_IMAGE;
  };

  it.each(['/quiz-home', '/dashboard'])(
    'sends %s with a preload of the banner it shows largest, drawn in its loader',
    async (url) => {
      const banner = await firstBanner();
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBe(`<${banner}>; rel=preload; as=image; fetchpriority=high`);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = decoded(res.rawPayload, 'br');
      expect(html).toContain(`<div class="boot"><img class="boot-banner" src="${banner}" alt=""`);
      expect(html).not.toContain(BANNER_SLOT);
      // The rest of the page is the built one, byte for byte.
      expect(html.replace(/<img class="boot-banner"[^>]*>/, BANNER_SLOT)).toBe(page);
    },
  );

  it('escapes the banner address, which comes from the database', () => {
    const html = pageWithBanner(page, '/media/x.svg?v=1"><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('src="/media/x.svg?v=1&#34;&#62;&#60;script&#62;');
  });

  it('sends other pages without it', async () => {
    const res = await get('/topics/12/play');
    expect(res.headers.link).toBeUndefined();
    expect(res.body).not.toContain('boot-banner');
  });
});

describe('files beside the app', () => {
  it.each(['/sw.js', '/manifest.webmanifest'])(
    'revalidates %s on every load: it decides which version the player runs',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the manifest as a web app manifest', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
  });

  it('serves robots.txt as text, and a missing file is a 404 rather than the page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('User-agent');
    const missing = await get('/apple-touch-icon.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status_code: 404, success: false });
  });
});

describe('the operator console', () => {
  it('answers /console and every path under it with its own page, not the player app', async () => {
    for (const url of ['/console', '/console/', '/console/staff', '/console/audit?page=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(consolePage);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/consoles')).body).toContain('app-3f9a1c.js');
  });

  it('serves its hashed assets immutable, and a missing one is a 404', async () => {
    const asset = await get('/console/assets/index-a1b2c3.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/console/assets/missing-000000.js')).statusCode).toBe(404);
  });
});
