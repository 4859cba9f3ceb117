import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context';
import { errorEnvelope } from './lib/errors';
import type { Routes } from './lib/plugin';

const YEAR = 31_536_000;

/**
 * Pages (index.html) must be revalidated on every load: they name the current hashed assets, and
 * after a deploy an old page would point at deleted ones. Hashed assets never change.
 */
export function cacheControlOf(root: string, filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache';
  const relative = path.relative(root, filePath);
  if (relative.startsWith(`assets${path.sep}`)) return `public, max-age=${YEAR}, immutable`;
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year, every other path answered with
 * index.html so the client router shows the page (or its own 404 page). Unknown /api paths
 * get the JSON envelope instead.
 */
export const webRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const root = ctx.config.webDistDir;
    const indexFile = path.join(root, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: true,
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

    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        !url.startsWith('/assets/');
      if (!wantsPage || !hasWeb) {
        return reply
          .code(404)
          .send(errorEnvelope('route_not_found', `No route ${req.method} ${url}`));
      }
      return reply.sendFile('index.html', root);
    });
  };
