import { isMyanmar, myanmarSyllables } from '@web/i18n/myanmar-syllables';
import styles from './syllables.module.css';

const HAS_MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/;

/**
 * Text that breaks between lines only between Myanmar syllables or at spaces (the browser alone
 * splits words it does not know inside a syllable: web/i18n/myanmar-syllables.ts). Text without
 * Myanmar is returned as it is; the text read, copied or found is the same either way.
 */
export function Syllables({ text }: { text: string }) {
  if (!HAS_MYANMAR.test(text)) return text;
  return myanmarSyllables(text).map((piece, i) =>
    piece.length > 1 && isMyanmar(piece[0]!) ? (
      <span key={i} className={styles.syllable}>
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
