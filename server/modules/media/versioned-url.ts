import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { drawCover, type MediaKind } from './service';
import { renderFlag } from './svg';

/** The version of a drawing: a hash of its SVG, so any change to the art is a new one. */
export const mediaVersion = (svg: string): string =>
  createHash('sha256').update(svg).digest('base64url').slice(0, 12);

const MEDIA_URL =
  /^\/media\/(topics|categories|tournaments|defaults|flags)\/([a-z0-9-]{1,80})\.svg$/;
// Lists repeat the same few hundred covers; drawing and hashing each once per process is enough.
const versions = new LRUCache<string, string>({ max: 10_000 });

/**
 * A media URL as replies send it: `/media/topics/history.svg?v=<hash of the drawing>`. The media
 * routes cache a URL whose `v` is the drawing they serve for a year (immutable), so a phone
 * fetches each cover once; a new drawing gives a new URL. Any other URL (an uploaded image, an
 * empty string) is returned as it is.
 */
export function versionedMediaUrl(url: string): string {
  const match = MEDIA_URL.exec(url);
  if (!match) return url;
  const kind = match[1] as MediaKind | 'flags';
  const slug = match[2]!;
  let version = versions.get(url);
  if (version === undefined) {
    const svg = kind === 'flags' ? renderFlag(slug) : drawCover(kind, slug);
    if (svg === null) return url;
    version = mediaVersion(svg);
    versions.set(url, version);
  }
  return `${url}?v=${version}`;
}
