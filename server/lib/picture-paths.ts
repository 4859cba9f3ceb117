/**
 * Where a question's picture may live: a flag the app draws, a cover it draws, or a picture an
 * editor uploaded. Plain data and patterns, below the modules: the content-file format (read on
 * the import's own thread) checks question pictures with it, and media serves these paths.
 */

/** The flags the app draws (media's svg.ts draws exactly these: its table is typed by them). */
const FLAG_CODES = [
  'at',
  'bd',
  'be',
  'bg',
  'ch',
  'co',
  'de',
  'dk',
  'ee',
  'fi',
  'fr',
  'hu',
  'id',
  'ie',
  'in',
  'it',
  'jp',
  'lt',
  'mm',
  'ng',
  'nl',
  'no',
  'pl',
  'ro',
  'ru',
  'se',
  'th',
  'ua',
  'vn',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

const flagCodes: ReadonlySet<string> = new Set(FLAG_CODES);

/** A drawn picture's path: its kind and slug (`/media/flags/co.svg`, `/media/topics/history.svg`). */
export const DRAWN_PATH =
  /^\/media\/(topics|categories|tournaments|defaults|flags)\/([a-z0-9-]{1,80})\.svg$/;

/** An uploaded picture's stored path (topics' studio-images.ts): its row and its bytes' hash. */
export const UPLOADED_PICTURE = /^\/media\/content\/(\d{1,9})-([0-9a-f]{16})\.webp$/;

/** Whether a question's picture may be stored at `path`: a drawing of the app's, or an upload. */
export function isPicturePath(path: string): boolean {
  if (UPLOADED_PICTURE.test(path)) return true;
  const drawn = DRAWN_PATH.exec(path);
  if (!drawn) return false;
  return drawn[1] !== 'flags' || flagCodes.has(drawn[2] ?? '');
}
