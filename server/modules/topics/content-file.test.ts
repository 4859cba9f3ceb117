import { describe, expect, it } from 'vitest';
import { ContentFileError, parseContentFile } from './content-file';

const question = (q: string, correct = 0) => ({
  q,
  options: ['A', 'B', 'C'].map((value, i) =>
    i === correct ? { value, correct: true } : { value },
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
});
