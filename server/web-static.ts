import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context';
import { errorEnvelope } from './lib/errors';
import type { Routes } from './lib/plugin';

const YEAR = 31_536_000;

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
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
          );
        },
      });
    }

    // "/" is a directory to the static plugin; the app's router decides where it goes.
    if (hasWeb) {
      app.get('/', (_req, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', root),
      );
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
      // index.html must never be cached: it names the current hashed assets.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    });
  };
