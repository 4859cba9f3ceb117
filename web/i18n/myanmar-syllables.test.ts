import { describe, expect, it } from 'vitest';
import { canBeginSyllable, myanmarSyllables } from './myanmar-syllables';

describe('Myanmar syllables', () => {
  it('keeps a killed or stacked consonant with the syllable it closes', () => {
    expect(myanmarSyllables('ပက်ကေ့ချ်')).toEqual(['ပက်', 'ကေ့ချ်']);
    expect(myanmarSyllables('အပတ်စဉ် မဂ္ဂါ ပက်ကေ့ချ်')).toEqual([
      'အ',
      'ပတ်',
      'စဉ်',
      ' ',
      // The stacked pair is drawn as one glyph: it is never split.
      'မဂ္ဂါ',
      ' ',
      'ပက်',
      'ကေ့ချ်',
    ]);
    expect(myanmarSyllables('ချန်ပီယံ')).toEqual(['ချန်', 'ပီ', 'ယံ']);
  });

  it('keeps the sentence signs with the syllable before them, and other scripts whole', () => {
    expect(myanmarSyllables('ပါသည်။')).toEqual(['ပါ', 'သည်။']);
    expect(myanmarSyllables('10 LKR ဖြစ်')).toEqual(['10 LKR ', 'ဖြစ်']);
    expect(myanmarSyllables('Daily Quiz Pack')).toEqual(['Daily Quiz Pack']);
  });

  it('says where a line may begin: never on a mark, a killed consonant or the stacked one', () => {
    const word = 'ပက်ကေ့ချ်';
    expect([...word].map((_, i) => canBeginSyllable(word, i))).toEqual([
      true, // ပ
      false, // က killed by the asat after it
      false, // ်
      true, // က
      false, // ေ
      false, // ့
      false, // ခ killed
      false, // ျ
      false, // ်
    ]);
    expect(canBeginSyllable('မဂ္ဂါ', 1)).toBe(false);
    expect(canBeginSyllable('မဂ္ဂါ', 3)).toBe(false);
    expect(canBeginSyllable('ပါသည်။', 5)).toBe(false);
    expect(canBeginSyllable('abc', 1)).toBe(true);
  });
});
