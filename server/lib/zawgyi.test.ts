import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toUnicode } from './zawgyi';

// Samples from myanmar-tools' own test data (its detector spec and resources/): real Zawgyi text
// with the Unicode its authors expect.
const STRONG_ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const STRONG_UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

const resources = path.join(
  path.dirname(createRequire(import.meta.url).resolve('myanmar-tools/package.json')),
  'resources',
);
/** The lines of a pair of the library's parallel files that hold Myanmar text. */
const parallelLines = (zawgyiFile: string, unicodeFile: string) => {
  const read = (f: string) => fs.readFileSync(path.join(resources, f), 'utf8').split('\n');
  const unicode = read(unicodeFile);
  return read(zawgyiFile)
    .map((zawgyi, i) => ({ zawgyi, unicode: unicode[i]! }))
    .filter((pair) => /[\u1000-\u109f]{20}/.test(pair.zawgyi) && !pair.zawgyi.startsWith('#'));
};

describe('toUnicode', () => {
  it('converts text the detector finds to be Zawgyi, and says so', () => {
    expect(toUnicode(STRONG_ZAWGYI)).toEqual({ text: STRONG_UNICODE, converted: true });
    // The README's example: a single syllable written the Zawgyi way.
    expect(toUnicode('မ္း')).toEqual({ text: 'မ်း', converted: true });
  });

  it('converts a government news page line by line as the library expects', () => {
    const pairs = parallelLines('mmgov_zawgyi_src.txt', 'mmgov_unicode_out.txt');
    expect(pairs.length).toBeGreaterThan(20);
    for (const { zawgyi, unicode } of pairs)
      expect(toUnicode(zawgyi)).toEqual({ text: unicode, converted: true });
  });

  it('leaves Unicode, English, digits and ambiguous short Myanmar untouched', () => {
    for (const text of [
      STRONG_UNICODE,
      'ascii mixed with စင်္ကာပူမှာ unicode',
      'all ascii',
      '၅၂၀',
      '',
      // Unicode words the detector scores between 0.5 and 0.8: below the cut-off, kept as typed.
      'လူခပ်သိမ်း၏',
      'ရား',
      'လူတို',
    ])
      expect(toUnicode(text)).toEqual({ text, converted: false });
  });

  it('stores the UDHR, already Unicode, as it is', () => {
    const pairs = parallelLines('udhr_mya_zawgyi_out.txt', 'udhr_mya_unicode_src.txt');
    expect(pairs.length).toBeGreaterThan(30);
    for (const { unicode } of pairs) expect(toUnicode(unicode).converted).toBe(false);
  });
});
