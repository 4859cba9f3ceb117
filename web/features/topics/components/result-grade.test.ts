import { describe, expect, it } from 'vitest';
import { percentCorrect, progressPercent, resultGrade } from './result-grade';

describe('topic result', () => {
  it('rounds the percentage correct up', () => {
    expect(percentCorrect(2, 3)).toBe(67);
    expect(percentCorrect(1, 3)).toBe(34);
    expect(percentCorrect(7, 10)).toBe(70);
    expect(percentCorrect(0, 10)).toBe(0);
    expect(percentCorrect(10, 10)).toBe(100);
    expect(percentCorrect(0, 0)).toBe(0);
  });

  it('passes at 66 percent, is "not bad" from 33, fails below', () => {
    expect(resultGrade(100)).toBe('passed');
    expect(resultGrade(66)).toBe('passed');
    expect(resultGrade(65)).toBe('notBad');
    expect(resultGrade(33)).toBe('notBad');
    expect(resultGrade(32)).toBe('failed');
    expect(resultGrade(0)).toBe('failed');
  });

  it('grades game results at the edges as the spec rounds them', () => {
    // 2 of 3 is 66.7 → 67: passed; 1 of 3 is 33.3 → 34: not bad; 3 of 10 is 30: failed.
    expect(resultGrade(percentCorrect(2, 3))).toBe('passed');
    expect(resultGrade(percentCorrect(1, 3))).toBe('notBad');
    expect(resultGrade(percentCorrect(3, 10))).toBe('failed');
    expect(resultGrade(percentCorrect(13, 20))).toBe('notBad');
  });

  it('shows topic progress as a whole percent, rounded up, without float noise', () => {
    expect(progressPercent(0.7)).toBe(70);
    expect(progressPercent(0.07)).toBe(7);
    expect(progressPercent(0.071)).toBe(8);
    expect(progressPercent(1 / 3)).toBe(34);
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(1.2)).toBe(100);
  });
});
