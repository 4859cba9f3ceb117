import { describe, expect, it } from 'vitest';
import { type ContentCategory, ContentFileError, parseContentFile } from './content-file';

const question = (q: string, correct = 0) => ({
  q,
  options: ['A', 'B', 'C'].map((value, i) =>
    i === correct ? { value, correct: true as const } : { value },
  ),
});
const file = () => [
  {
    slug: 'rivers',
    name: 'Rivers',
    topics: [
      { slug: 'asian-rivers', name: 'Asian rivers', questions: [question('Longest?')] },
      { slug: 'african-rivers', name: 'African rivers', questions: [question('Widest?')] },
    ],
  },
];
const problems = (json: unknown) => {
  try {
    parseContentFile(json);
  } catch (err) {
    if (err instanceof ContentFileError) return err.message.split('\n');
    throw err;
  }
  return [];
};

describe('content file', () => {
  it('accepts a well-formed file as it is', () => {
    expect(parseContentFile(file())).toEqual(file());
  });

  it('names the path of each problem', () => {
    const bad = file();
    bad[0]!.topics[1]!.questions.push(question('Deepest?'), {
      q: 'Two right?',
      options: [
        { value: 'A', correct: true },
        { value: 'B', correct: true },
      ],
    });
    bad[0]!.topics[0]!.slug = 'Asian Rivers';
    expect(problems(bad)).toEqual([
      '[0].topics[0].slug: must be kebab-case: a-z, 0-9 and single dashes',
      '[0].topics[1].questions[2].options: exactly one option must be correct',
    ]);
  });

  it('refuses repeated slugs and questions, a missing src, unknown fields and an empty file', () => {
    const bad = file();
    bad[0]!.topics[1]!.slug = 'asian-rivers';
    bad[0]!.topics[0]!.questions.push(question('Longest?', 1), {
      ...question('Whose flag?'),
      type: 'image',
    } as ReturnType<typeof question>);
    expect(problems(bad)).toEqual([
      '[0].topics[0].questions[2].src: an image question, and only it, has a src',
      '[0].topics[0].questions[1].q: repeats a question of this topic',
      '[0].topics[1].slug: topic asian-rivers is in the file twice',
    ]);
    expect(problems([{ ...file()[0], colour: 'red' }])[0]).toMatch(/^\[0\]: .*colour/);
    expect(problems([])).toEqual(['(file): Too small: expected array to have >=1 items']);
  });

  it("takes an image question's src only where the app serves a picture", () => {
    const withSrc = (src: string) => {
      const f: ContentCategory[] = file();
      f[0]!.topics[0]!.questions = [{ ...question('Whose flag?'), type: 'image', src }];
      return problems(f);
    };
    expect(withSrc('/media/flags/bd.svg')).toEqual([]);
    expect(withSrc('/media/content/12-0123456789abcdef.webp')).toEqual([]);
    // A flag the app does not draw, and a path the sealed address could not serve.
    for (const src of ['/media/flags/zz.svg', '/icon.svg'])
      expect(withSrc(src)).toEqual([
        '[0].topics[0].questions[0].src: must be a flag this app draws (e.g. /media/flags/bd.svg) or a picture uploaded in the console',
      ]);
  });

  it('takes Myanmar beside the English, with room for Myanmar script', () => {
    const bilingual: ContentCategory[] = file();
    const long = 'မြစ်'.repeat(200); // 800 characters: over the English limit of 500
    bilingual[0]!.topics[0]!.questions = [
      {
        q: 'Longest?',
        qMm: long,
        options: [
          { value: 'Nile', valueMm: 'နိုင်းမြစ်', correct: true },
          { value: 'Amazon', valueMm: 'အမေဇုံမြစ်' },
        ],
      },
    ];
    expect(parseContentFile(bilingual)).toEqual(bilingual);
  });

  it('refuses Myanmar that is not Myanmar, too long or repeated, and the old language field', () => {
    const bad = file();
    let n = 0;
    const mm = (qMm: string, valuesMm: string[]) =>
      ({
        q: `Question ${++n}?`,
        qMm,
        options: valuesMm.map((valueMm, i) => ({
          value: `V${i}`,
          valueMm,
          correct: i === 0 || undefined,
        })),
      }) as unknown as ReturnType<typeof question>;
    bad[0]!.topics[0]!.questions.push(
      mm('Longest river?', ['က', 'ခ']),
      mm('မြစ်'.repeat(300), ['က', 'ခ']),
      mm('အရှည်ဆုံး မြစ်?', ['က', 'က']),
      mm('အရှည်ဆုံး မြစ်?', ['က', 'ခ']),
    );
    bad[0]!.topics[1]!.questions.push({ ...question('Deepest?'), language: 'mm' } as ReturnType<
      typeof question
    >);
    expect(problems(bad)).toEqual([
      '[0].topics[0].questions[1].qMm: must be written in Myanmar script',
      '[0].topics[0].questions[2].qMm: Too big: expected string to have <=1000 characters',
      '[0].topics[0].questions[3].options: options must differ',
      '[0].topics[0].questions[4].qMm: repeats a question of this topic',
      '[0].topics[1].questions[1]: Unrecognized key: "language"',
    ]);
  });
});
