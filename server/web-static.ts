import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context';
import { errorEnvelope } from './lib/errors';
import { escapeHtml } from './lib/html';
import type { Routes } from './lib/plugin';
import { firstScreenBanner } from './modules/tournaments/service';

// The screens players land on: their largest image comes with the page (see firstScreenBanner).
const FIRST_SCREENS = new Set(['/quiz-home', '/dashboard']);
/** Where index.html's loader takes the first screen's banner (see index.html). */
export const BANNER_SLOT = '<!--first-screen-banner-->';

/**
 * The page with the banner drawn in its loader. On 3G the app's code arrives seconds after the
 * page; meanwhile the player already sees the tournament the screen opens with, not a bare
 * spinner. The app keeps this loader until it can draw the whole screen (web/app/main.tsx).
 */
export function pageWithBanner(page: string, banner: string): string {
  return page.replace(
    BANNER_SLOT,
    `<img class="boot-banner" src="${escapeHtml(banner)}" alt="" width="300" height="150" fetchpriority="high">`,
  );
}

const YEAR = 31_536_000;
const CONSOLE_PAGE = path.join('console', 'index.html');
// The service worker and its manifest decide which version a player runs: always revalidated.
const SERVICE_WORKER_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Pages (index.html) must be revalidated on every load: they name the current hashed assets, and
 * after a deploy an old page would point at deleted ones. Hashed assets never change.
 */
function cacheControlOf(root: string, filePath: string): string {
  // A precompressed copy (index.html.br) is cached like the file it stands for.
  const logical = filePath.replace(/\.(?:br|gz)$/, '');
  if (logical.endsWith('.html') || SERVICE_WORKER_FILES.has(path.basename(logical))) {
    return 'no-cache';
  }
  const relative = path.relative(root, logical);
  if (relative.startsWith(`assets${path.sep}`)) return `public, max-age=${YEAR}, immutable`;
  if (relative.startsWith(`console${path.sep}assets${path.sep}`)) {
    return `public, max-age=${YEAR}, immutable`;
  }
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year, every other path answered with
 * index.html so the client router shows the page (or its own 404 page), and under /console the
 * console's own page. Unknown /api paths
 * get the JSON envelope instead.
 */
export const webRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const root = ctx.config.webDistDir;
    const indexFile = path.join(root, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    const hasConsole = fs.existsSync(path.join(root, CONSOLE_PAGE));
    // Read once: a deploy replaces dist/web and restarts the server.
    const page = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
    let lastBannerPage = { banner: '', html: page };
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: true,
        // name.br / name.gz written at build time (scripts/precompress.ts), chosen by Accept-Encoding.
        preCompressed: true,
        // Also runs for sendFile below, after any header set there: the one place for caching.
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlOf(root, filePath));
        },
      });
    }

    // "/" is a directory to the static plugin; the app's router decides where it goes.
    if (hasWeb) {
      app.get('/', (_req, reply) => reply.sendFile('index.html', root));
    }
    // Likewise its directory, which the static plugin would refuse (403) as a folder.
    if (hasConsole) {
      app.get('/console/', (_req, reply) => reply.sendFile(CONSOLE_PAGE, root));
    }

    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      // A missing file (robots.txt, icon.png) is a 404, not the page: only app paths get the page.
      const lastSegment = url.slice(url.lastIndexOf('/') + 1);
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        !url.startsWith('/assets/') &&
        !lastSegment.includes('.');
      if (!wantsPage || !hasWeb) {
        return reply
          .code(404)
          .send(errorEnvelope('route_not_found', `No route ${req.method} ${url}`));
      }
      // The operator console is an app of its own (web/console), with its own page.
      if (url === '/console' || url.startsWith('/console/')) {
        if (!hasConsole) {
          return reply.code(404).send(errorEnvelope('route_not_found', 'No console build'));
        }
        return reply.sendFile(CONSOLE_PAGE, root);
      }
      if (FIRST_SCREENS.has(url)) {
        let banner: string;
        try {
          banner = await firstScreenBanner(ctx);
        } catch (err) {
          // Only a nicety: the plain page goes out instead.
          req.log.warn({ err }, 'no banner for the first screen');
          return reply.sendFile('index.html', root);
        }
        // The header starts the image before the page is even parsed.
        reply.header('link', `<${banner}>; rel=preload; as=image; fetchpriority=high`);
        if (page.includes(BANNER_SLOT)) {
          if (lastBannerPage.banner !== banner) {
            lastBannerPage = { banner, html: pageWithBanner(page, banner) };
          }
          reply.header('cache-control', 'no-cache');
          return reply.type('text/html; charset=utf-8').send(lastBannerPage.html);
        }
      }
      return reply.sendFile('index.html', root);
    });
  };
