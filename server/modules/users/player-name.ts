import { fieldError } from '../../lib/errors';
import { toUnicode } from '../../lib/zawgyi';

const NAME_MAX_LENGTH = 50;

// Control characters (newlines, tabs, NUL…), line and paragraph separators, and the characters
// that turn text direction (marks, embeddings, overrides, isolates): a name must not reorder or
// break the text drawn around it on another player's screen.
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// Letters, digits, punctuation and symbols draw something; these fillers of theirs draw nothing.
const DRAWS = /[\p{L}\p{N}\p{P}\p{S}]/u;
const BLANK_FILLERS = /[\u115F\u1160\u2800\u3164\uFFA0]/gu;

/**
 * The name as it is stored (game-rules "Friends"): trimmed, Myanmar typed in Zawgyi converted to
 * Unicode, 1 to 50 characters with at least one visible one, no control character or direction
 * override. Otherwise a 422 naming `field`.
 */
export function toStoredName(raw: string, field: string): string {
  const trimmed = raw.trim();
  if (FORBIDDEN.test(trimmed)) {
    throw fieldError(field, 'must not contain control characters or text-direction overrides');
  }
  const name = toUnicode(trimmed).text.trim();
  if (!DRAWS.test(name.replace(BLANK_FILLERS, ''))) {
    throw fieldError(field, 'must contain a visible character');
  }
  if ([...name].length > NAME_MAX_LENGTH) {
    throw fieldError(field, `must be 1 to ${NAME_MAX_LENGTH} characters`);
  }
  return name;
}
