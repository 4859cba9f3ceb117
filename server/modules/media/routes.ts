import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categories, topics } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Routes } from '../../lib/plugin';
import { refusal } from '../../lib/replies';
import { renderCover, renderFlag } from './svg';

const ZSlug = z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'must be a slug ending in .svg');
const kinds = {
  topics: 'topic',
  categories: 'category',
  tournaments: 'tournament',
  defaults: 'topic',
} as const;

/** An SVG drawn on the fly; its reply is the image itself, not the JSON envelope. */
const svgReplies = {
  200: { description: 'The image', content: { 'image/svg+xml': { schema: z.string() } } },
  422: refusal(422),
  500: refusal(500),
};

const ACRONYMS = new Set(['bcs', 'gk', 'ict', 'mb', 'gb']);
const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : (w[0]?.toUpperCase() ?? '') + w.slice(1)))
    .join(' ');

/**
 * Illustrations drawn by the app itself as SVG, so images work offline and cost a few hundred
 * bytes on 3G. They never change for a given URL, hence the long cache.
 */
export const mediaRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    // Names change rarely; remember them per process instead of a query per image.
    const labels = new Map<string, string>();
    async function labelOf(kind: keyof typeof kinds, slug: string): Promise<string> {
      const key = `${kind}/${slug}`;
      const cached = labels.get(key);
      if (cached) return cached;
      const table = kind === 'topics' ? topics : kind === 'categories' ? categories : null;
      if (!table) return titleCase(slug);
      const [row] = await ctx.db
        .select({ name: table.name })
        .from(table)
        .where(eq(table.slug, slug));
      // Only names that exist are remembered: made-up slugs must not grow this map without end.
      if (!row) return titleCase(slug);
      labels.set(key, row.name);
      return row.name;
    }

    app.get(
      '/media/flags/:file',
      {
        schema: {
          tags: ['Media'],
          summary: 'A flag icon',
          params: z.object({ file: ZSlug }),
          response: { ...svgReplies, 404: refusal(404) },
        },
      },
      async (req, reply) => {
        const svg = renderFlag(req.params.file.replace(/\.svg$/, ''));
        if (!svg) throw notFound('Image');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );

    app.get(
      '/media/:kind/:file',
      {
        schema: {
          tags: ['Media'],
          summary: 'The cover of a topic, category or tournament, labelled with its name',
          params: z.object({
            kind: z.enum(['topics', 'categories', 'tournaments', 'defaults']),
            file: ZSlug,
          }),
          response: svgReplies,
        },
      },
      async (req, reply) => {
        const slug = req.params.file.replace(/\.svg$/, '');
        const kind = req.params.kind;
        const label = kind === 'defaults' ? 'Quiz Arena' : await labelOf(kind, slug);
        const svg = renderCover(
          kind === 'defaults' && slug === 'tournament' ? 'tournament' : kinds[kind],
          slug,
          label,
        );
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );
  };
