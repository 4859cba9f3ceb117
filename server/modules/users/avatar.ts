import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '@contract/users';
import type { AppContext, AuthUser } from '../../context';
import { userAvatars, users } from './tables';
import { AppError, fieldError, notFound } from '../../lib/errors';

/** Side of the square the avatar is stored at: sharp enough for the 2x profile picture. */
const AVATAR_SIDE = 256;
// A 1 MiB PNG of one colour can claim 20000×20000 pixels; refuse to decode anything that big.
const MAX_INPUT_PIXELS = 5000 * 5000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the file is called: only PNG and JPEG are accepted. */
function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.equals(PNG_MAGIC)) return 'png';
  if (head.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

const BAD_TYPE = 'must be a PNG or JPEG image';

/**
 * Re-encodes the upload as a small square WebP. Decoding and encoding again keeps only pixels:
 * EXIF (with GPS), ICC profiles, comments and anything appended to the file are dropped.
 */
async function toAvatar(bytes: Uint8Array): Promise<Buffer> {
  const format = sniffImage(bytes);
  if (!format) throw fieldError('image', BAD_TYPE);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw fieldError('image', BAD_TYPE);
    return await image
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A PNG header over garbage, a truncated JPEG, too many pixels: not a usable image.
    throw fieldError('image', 'must be a readable PNG or JPEG image of at most 5000×5000 pixels');
  }
}

const avatarUrl = (userId: number, version: string) => `/media/avatars/${userId}-${version}.webp`;

/**
 * Stores the player's new avatar and points image_url at it. The version in the URL is a hash of
 * the WebP, so the URL can be cached for ever; the old picture is replaced in the same row, so its
 * URL stops answering.
 */
export async function updateAvatar(
  ctx: AppContext,
  auth: AuthUser,
  upload: Uint8Array,
): Promise<{ image_url: string }> {
  if (upload.byteLength > AVATAR_MAX_BYTES)
    throw fieldError('image', `must be at most ${AVATAR_MAX_BYTES} bytes`);
  const webp = await toAvatar(upload);
  const version = createHash('sha256').update(webp).digest('hex').slice(0, 16);
  const imageUrl = avatarUrl(auth.id, version);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId: auth.id, version, image: webp })
      .onConflictDoUpdate({
        target: userAvatars.userId,
        set: { version, image: webp, updatedAt: new Date() },
      });
    await tx.update(users).set({ imageUrl, updatedAt: new Date() }).where(eq(users.id, auth.id));
  });
  return { image_url: imageUrl };
}

/** The avatar behind a URL from updateAvatar, or 404 once it was replaced. */
export async function readAvatar(
  ctx: AppContext,
  userId: number,
  version: string,
): Promise<Buffer> {
  const [row] = await ctx.db
    .select({ version: userAvatars.version, image: userAvatars.image })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId));
  if (!row || row.version !== version) throw notFound('Image');
  return Buffer.from(row.image);
}
