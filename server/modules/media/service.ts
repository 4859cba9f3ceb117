import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categories, topics } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderCover, renderFlag } from './svg';

type MediaKind = 'topics' | 'categories' | 'tournaments' | 'defaults';

const artOf = {
  topics: 'topic',
  categories: 'category',
  tournaments: 'tournament',
  defaults: 'topic',
} as const;

const ACRONYMS = new Set(['bcs', 'gk', 'ict', 'mb', 'gb']);
const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : (w[0]?.toUpperCase() ?? '') + w.slice(1)))
    .join(' ');

/** Draws the app's own SVG illustrations; one per app, so the name cache lives as long as it. */
export function mediaService(ctx: AppContext) {
  // Names change rarely; remember them per process instead of a query per image.
  const labels = new Map<string, string>();

  async function labelOf(kind: MediaKind, slug: string): Promise<string> {
    if (kind === 'defaults') return 'Quiz Arena';
    const key = `${kind}/${slug}`;
    const cached = labels.get(key);
    if (cached) return cached;
    const table = kind === 'topics' ? topics : kind === 'categories' ? categories : null;
    if (!table) return titleCase(slug);
    const [row] = await ctx.db.select({ name: table.name }).from(table).where(eq(table.slug, slug));
    // Only names that exist are remembered: made-up slugs must not grow this map without end.
    if (!row) return titleCase(slug);
    labels.set(key, row.name);
    return row.name;
  }

  return {
    flag(slug: string): string {
      const svg = renderFlag(slug);
      if (!svg) throw notFound('Image');
      return svg;
    },
    async cover(kind: MediaKind, slug: string): Promise<string> {
      const art = kind === 'defaults' && slug === 'tournament' ? 'tournament' : artOf[kind];
      return renderCover(art, slug, await labelOf(kind, slug));
    },
  };
}
