import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { UPLOADED_PICTURE } from '../../lib/picture-paths';
import { drawingAt } from './versioned-url';

/**
 * Reads an uploaded picture's bytes: topics owns them (content_images) and sits above media (it
 * builds its addresses with versionedMediaUrl), so the wiring hands its reader in (app.ts).
 */
export type ReadUpload = (db: DbOrTx, id: number, version: string) => Promise<Buffer>;

export interface Picture {
  type: 'image/svg+xml' | 'image/webp';
  body: string | Buffer;
  /** The address names exactly these bytes: cache it for a year. */
  immutable: boolean;
}

const VERSIONED = /^([^?]+)\?v=([\w-]{1,64})$/;
/** Uploaded pictures kept in memory: a tournament's players all fetch its pictures at once. */
const UPLOADS_IN_MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * Reads the pictures /media serves. An upload's row never changes (its path names a hash of its
 * bytes), so a copy kept in memory is never stale: one database read per picture and process.
 */
export function pictureReader(ctx: AppContext, readUpload: ReadUpload) {
  const uploads = new LRUCache<string, Buffer>({
    maxSize: UPLOADS_IN_MEMORY_BYTES,
    sizeCalculation: (image) => Math.max(1, image.byteLength),
  });

  async function upload(id: number, version: string): Promise<Buffer> {
    const key = `${id}-${version}`;
    const kept = uploads.get(key);
    if (kept) return kept;
    const image = await readUpload(ctx.db, id, version);
    uploads.set(key, image);
    return image;
  }

  /** The picture behind a question's stored path, as picture-address.ts sealed it. */
  async function questionPicture(path: string): Promise<Picture> {
    const uploaded = UPLOADED_PICTURE.exec(path);
    if (uploaded) {
      const image = await upload(Number(uploaded[1]), uploaded[2]!);
      return { type: 'image/webp', body: image, immutable: true };
    }
    const [, drawn = path, version] = VERSIONED.exec(path) ?? [];
    const drawing = drawingAt(drawn);
    if (!drawing) throw notFound('Image');
    // An address sealed before the art changed still shows the picture, for a day.
    return { type: 'image/svg+xml', body: drawing.svg, immutable: version === drawing.version };
  }

  return { upload, questionPicture };
}
