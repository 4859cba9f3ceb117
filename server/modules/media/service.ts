import { renderCover } from './svg';

export type MediaKind = 'topics' | 'categories' | 'tournaments' | 'defaults';

const artOf = {
  topics: 'topic',
  categories: 'category',
  tournaments: 'tournament',
  defaults: 'topic',
} as const;

/** A cover carries no words (svg.ts), so it depends on its kind and slug alone. */
export function drawCover(kind: MediaKind, slug: string): string {
  const art = kind === 'defaults' && slug === 'tournament' ? 'tournament' : artOf[kind];
  return renderCover(art, slug);
}
