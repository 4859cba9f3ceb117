import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Routes } from '../../lib/plugin';
import { mediaService } from './service';

const ZSlug = z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'must be a slug ending in .svg');
const slugOf = (file: string) => file.replace(/\.svg$/, '');

/**
 * Illustrations drawn by the app itself as SVG, so images work offline and cost a few hundred
 * bytes on 3G. They never change for a given URL, hence the long cache.
 */
export const mediaRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const media = mediaService(ctx);

    app.get(
      '/media/flags/:file',
      { schema: { params: z.object({ file: ZSlug }) } },
      async (req, reply) =>
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(media.flag(slugOf(req.params.file))),
    );

    app.get(
      '/media/:kind/:file',
      {
        schema: {
          params: z.object({
            kind: z.enum(['topics', 'categories', 'tournaments', 'defaults']),
            file: ZSlug,
          }),
        },
      },
      async (req, reply) =>
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(await media.cover(req.params.kind, slugOf(req.params.file))),
    );
  };
