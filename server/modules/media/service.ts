import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categories, topics } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderCover, renderFlag } from './svg';

export type MediaKind = 'topics' | 'categories' | 'tournaments' | 'defaults';

const artOf = {
  topics: 'topic',
  categories: 'category',
  tournaments: 'tournament',
  defaults: 'topic',
} as const;

const ACRONYMS = new Set(['bcs', 'gk', 'ict', 'mb', 'gb']);
export const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : (w[0]?.toUpperCase() ?? '') + w.slice(1)))
    .join(' ');

/**
 * The label of a cover: the topic's or category's name from the database (`name`, when there is
 * one), else a fixed one. Tournament banners carry none (the app writes the name as text).
 */
export function coverLabel(kind: MediaKind, slug: string, name: string | undefined): string {
  if (kind === 'tournaments') return '';
  if (kind === 'defaults') return 'Quiz Arena';
  return name ?? titleCase(slug);
}

export function drawCover(kind: MediaKind, slug: string, label: string): string {
  const art = kind === 'defaults' && slug === 'tournament' ? 'tournament' : artOf[kind];
  return renderCover(art, slug, label);
}

/** Draws the app's own SVG illustrations; one per app, so the name cache lives as long as it. */
export function mediaService(ctx: AppContext) {
  // Names change rarely; remember them per process instead of a query per image.
  const labels = new Map<string, string>();

  async function labelOf(kind: MediaKind, slug: string, fresh: boolean): Promise<string> {
    if (kind !== 'topics' && kind !== 'categories') return coverLabel(kind, slug, undefined);
    const key = `${kind}/${slug}`;
    const cached = fresh ? undefined : labels.get(key);
    if (cached) return cached;
    const table = kind === 'topics' ? topics : categories;
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
    /** `fresh`: read the name again, e.g. when a URL names a newer drawing than the cached one. */
    async cover(kind: MediaKind, slug: string, fresh = false): Promise<string> {
      return drawCover(kind, slug, await labelOf(kind, slug, fresh));
    },
  };
}
