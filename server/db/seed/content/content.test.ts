import { describe, it, expect } from 'vitest';
import { parseContentFile } from '../../../modules/topics/content-file';
import { seedCategories } from './index';

const topics = seedCategories.flatMap((c) => c.topics);
const questions = topics.flatMap((t) => t.questions);

describe('seed content', () => {
  it('is a content file an operator could import', () => {
    expect(() => parseContentFile(seedCategories)).not.toThrow();
  });

  it('has at least 6 categories, exactly one of them BCS', () => {
    expect(seedCategories.length).toBeGreaterThanOrEqual(6);
    expect(seedCategories.filter((c) => c.isBcs).map((c) => c.slug)).toEqual(['bcs-preparation']);
  });

  it('has exactly 24 topics, with 8 top topics', () => {
    expect(topics).toHaveLength(24);
    expect(topics.filter((t) => t.isTop)).toHaveLength(8);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = [...seedCategories.map((c) => c.slug), ...topics.map((t) => t.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every topic a Myanmar name and at least 15 questions', () => {
    for (const t of topics) {
      expect(t.nameMm, t.slug).toMatch(/[\u1000-\u109f]/);
      expect(t.questions.length, t.slug).toBeGreaterThanOrEqual(15);
    }
  });

  it('gives every question 2 to 4 distinct options with exactly one correct', () => {
    for (const q of questions) {
      expect(q.options.length, q.q).toBeGreaterThanOrEqual(2);
      expect(q.options.length, q.q).toBeLessThanOrEqual(4);
      expect(q.options.filter((o) => o.correct).length, q.q).toBe(1);
      const values = q.options.map((o) => o.value.trim().toLowerCase());
      expect(new Set(values).size, q.q).toBe(values.length);
    }
  });

  it('does not repeat a question within a topic', () => {
    for (const t of topics) {
      const keys = t.questions.map((q) => `${q.src ?? ''}|${q.q}`);
      expect(new Set(keys).size, t.slug).toBe(keys.length);
    }
  });

  it('varies the position of the correct option', () => {
    const positions = new Set(questions.map((q) => q.options.findIndex((o) => o.correct)));
    expect(positions.size).toBe(4);
  });

  it('has at least 2 topics with 15 or more Myanmar-language questions', () => {
    const mmTopics = topics.filter(
      (t) => t.questions.filter((q) => q.language === 'mm').length >= 15,
    );
    expect(mmTopics.length).toBeGreaterThanOrEqual(2);
    for (const q of mmTopics.flatMap((t) => t.questions)) expect(q.q).toMatch(/[\u1000-\u109f]/);
  });

  it('has at least 6 image questions, each with a src', () => {
    const images = questions.filter((q) => q.type === 'image');
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const q of images) expect(q.src).toMatch(/^\/media\/flags\/[a-z]{2}\.svg$/);
  });
});
