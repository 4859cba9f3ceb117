/**
 * Where Myanmar text may break between lines. Myanmar writes no spaces inside a phrase, and the
 * browser's line breaker (ICU's Burmese dictionary) splits a word it does not know, such as the
 * loanword "ပက်ကေ့ချ်", at any consonant: "ပက်ကေ့ / ချ်", "ပ / က်ကေ့ချ်", whatever CSS's
 * word-break or overflow-wrap say. A line may only break between syllables, so the screens keep
 * each syllable in one piece (web/ui/syllables.tsx) and the journeys check every line's start.
 *
 * A syllable begins at a consonant, an independent vowel, a digit or a symbol, except a consonant
 * killed by asat (U+103A) or stacked with virama (U+1039), which closes the syllable before it
 * ("ချ်" in "ကေ့ချ်", "ဂ္" in "မဂ္ဂါ"), and the one stacked under it. Marks, medials, dependent
 * vowels and the sentence signs "၊ ။" never begin one.
 */
const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/;
const STARTER =
  /[\u1000-\u102A\u103F\u1040-\u1049\u104C-\u1055\u105A-\u105D\u1061\u1065\u1066\u106E-\u1070\u1075-\u1081\u108E\u1090-\u1099\u109E\u109F\uA9E0-\uA9E4\uA9E7-\uA9EF\uA9F0-\uA9FE\uAA60-\uAA76\uAA7A\uAA7E\uAA7F]/;
const VIRAMA = '\u1039';
/** Medials and the dot below may stand between a consonant and the asat that kills it. */
const KILLED_AFTER = /^[\u103B-\u103E\u1037]*[\u103A\u1039]/;

export const isMyanmar = (char: string) => MYANMAR.test(char);

/**
 * Whether a Myanmar syllable may begin at `index` of `text` (a line may start there). Characters of
 * other scripts are not this rule's business: true.
 */
export function canBeginSyllable(text: string, index: number): boolean {
  const char = text[index] ?? '';
  if (!isMyanmar(char)) return true;
  if (!STARTER.test(char)) return false;
  if (text[index - 1] === VIRAMA) return false;
  return !KILLED_AFTER.test(text.slice(index + 1, index + 8));
}

/**
 * `text` in pieces that must not be broken: each Myanmar syllable on its own, and every run of
 * other characters as it is (their breaks are the browser's).
 */
export function myanmarSyllables(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const myanmar = isMyanmar(char);
    const previous = i > 0 ? isMyanmar(text[i - 1]!) : !myanmar;
    const starts = myanmar !== previous || (myanmar && canBeginSyllable(text, i));
    if (starts && piece) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
