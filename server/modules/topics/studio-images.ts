import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { STUDIO_IMAGE_MAX_BYTES } from '@contract/console-studio';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { contentImages } from './tables';

/** The longest side a cover or question picture is kept at: enough for a 2x phone screen. */
const MAX_SIDE = 1024;
// A small PNG of one colour can claim 20000×20000 pixels; refuse to decode anything that big.
const MAX_INPUT_PIXELS = 5000 * 5000;
const UNREADABLE = 'must be a readable PNG or JPEG image of at most 5000×5000 pixels';

/**
 * Re-encodes an upload as WebP, as avatars are: decoding and encoding again keeps only pixels, so
 * EXIF (with GPS), ICC profiles, comments and anything appended to the file are dropped. Only
 * PNG and JPEG are taken, judged by the bytes, whatever the file is called.
 */
async function reencode(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw fieldError('image', 'is required');
  if (bytes.byteLength > STUDIO_IMAGE_MAX_BYTES)
    throw fieldError('image', `must be at most ${STUDIO_IMAGE_MAX_BYTES} bytes`);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg')
      throw fieldError('image', 'must be a PNG or JPEG image');
    return await image
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fieldError('image', UNREADABLE);
  }
}

const contentImageUrl = (id: number, version: string) => `/media/content/${id}-${version}.webp`;

/**
 * Re-encodes the upload before the caller's transaction writes anything (so a bad file changes
 * nothing), then stores it as a new row; its URL names the row and a hash of the WebP.
 */
export async function prepareContentImage(bytes: Uint8Array) {
  const webp = await reencode(bytes);
  const version = createHash('sha256').update(webp).digest('hex').slice(0, 16);
  return async (tx: Tx): Promise<string> => {
    const [row] = await tx
      .insert(contentImages)
      .values({ version, image: webp })
      .returning({ id: contentImages.id });
    return contentImageUrl(row!.id, version);
  };
}

/** The picture behind a URL from prepareContentImage. */
export async function readContentImage(db: DbOrTx, id: number, version: string): Promise<Buffer> {
  const [row] = await db
    .select({ image: contentImages.image })
    .from(contentImages)
    .where(and(eq(contentImages.id, id), eq(contentImages.version, version)));
  if (!row) throw notFound('Image');
  return Buffer.from(row.image);
}
