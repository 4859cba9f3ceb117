import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { drawCover, type MediaKind } from './service';
import { DRAWN_PATH } from '../../lib/picture-paths';
import { renderFlag } from './svg';

/** The version of a drawing: a hash of its SVG, so any change to the art is a new one. */
export const mediaVersion = (svg: string): string =>
  createHash('sha256').update(svg).digest('base64url').slice(0, 12);

export interface Drawing {
  svg: string;
  version: string;
}

// Lists repeat the same few hundred covers and games the same few dozen flags; drawing and
// hashing each once per process is enough (a drawing is a few hundred bytes).
const drawings = new LRUCache<string, Drawing | 'none'>({ max: 10_000 });

/**
 * The SVG the app draws for a media path (`/media/flags/co.svg`, `/media/topics/history.svg`)
 * and its version; null for any other path, or a flag the app cannot draw.
 */
export function drawingAt(path: string): Drawing | null {
  const match = DRAWN_PATH.exec(path);
  if (!match) return null;
  const cached = drawings.get(path);
  if (cached !== undefined) return cached === 'none' ? null : cached;
  const kind = match[1] as MediaKind | 'flags';
  const slug = match[2]!;
  const svg = kind === 'flags' ? renderFlag(slug) : drawCover(kind, slug);
  const found = svg === null ? null : { svg, version: mediaVersion(svg) };
  drawings.set(path, found ?? 'none');
  return found;
}

/**
 * A cover's URL as replies send it: `/media/topics/history.svg?v=<hash of the drawing>`. The media
 * routes cache a URL whose `v` is the drawing they serve for a year (immutable), so a phone
 * fetches each cover once; a new drawing gives a new URL. Any other URL (an uploaded image, an
 * empty string) is returned as it is. Flags are question pictures: their path names the answer,
 * so they are only ever served at an opaque address (picture-address.ts).
 */
export function versionedMediaUrl(url: string): string {
  if (url.startsWith('/media/flags/')) return url;
  const drawing = drawingAt(url);
  return drawing ? `${url}?v=${drawing.version}` : url;
}
