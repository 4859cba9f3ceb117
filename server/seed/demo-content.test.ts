import { describe, expect, it } from 'vitest';
import { readDemoContent } from './demo-content';

const seedCategories = readDemoContent();
const topics = seedCategories.flatMap((c) => c.topics);
const questions = topics.flatMap((t) => t.questions);
const MYANMAR = /[\u1000-\u109f]/;

describe('demo content (content/demo)', () => {
  it('keeps the home screen order of its categories, exactly one of them BCS', () => {
    expect(seedCategories.map((c) => c.slug)).toEqual([
      'general-knowledge',
      'science',
      'geography',
      'history',
      'sports',
      'bcs-preparation',
    ]);
    expect(seedCategories.filter((c) => c.isBcs).map((c) => c.slug)).toEqual(['bcs-preparation']);
  });

  it('has exactly 24 topics, with 8 top topics, each with at least 15 questions', () => {
    expect(topics).toHaveLength(24);
    expect(topics.filter((t) => t.isTop)).toHaveLength(8);
    for (const t of topics) expect(t.questions.length, t.slug).toBeGreaterThanOrEqual(15);
  });

  it('names every category and topic in English and in Myanmar', () => {
    for (const c of [...seedCategories, ...topics]) {
      expect(c.name, c.slug).not.toMatch(MYANMAR);
      expect(c.nameMm, c.slug).toMatch(MYANMAR);
    }
  });

  it('writes every question and option in English and in Myanmar', () => {
    for (const q of questions) {
      expect(q.q, q.q).not.toMatch(MYANMAR);
      expect(q.qMm, q.q).toMatch(MYANMAR);
      for (const o of q.options) expect(o.valueMm, `${q.q}: ${o.value}`).toBeDefined();
    }
  });

  it('varies the position of the correct option', () => {
    const positions = new Set(questions.map((q) => q.options.findIndex((o) => o.correct)));
    expect(positions.size).toBe(4);
  });

  it('has at least 6 image questions, each with a flag this app draws', () => {
    const images = questions.filter((q) => q.type === 'image');
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const q of images) expect(q.src).toMatch(/^\/media\/flags\/[a-z]{2}\.svg$/);
  });
});
