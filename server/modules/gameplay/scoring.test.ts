import { describe, expect, it } from 'vitest';
import { topicAnswerPoints } from './scoring';

describe('topic scoring', () => {
  it('gives 10 to 20 points by the time left', () => {
    expect(topicAnswerPoints(20, 20)).toBe(20);
    expect(topicAnswerPoints(0, 20)).toBe(10);
    expect(topicAnswerPoints(1, 20)).toBe(11); // ceil(0.5)
    expect(topicAnswerPoints(10, 20)).toBe(15);
    expect(topicAnswerPoints(99, 20)).toBe(20);
  });
});
