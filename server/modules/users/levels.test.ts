import { describe, expect, it } from 'vitest';
import { levelOf, pointsToNextLevel } from './levels';

describe('levels', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [299, 2],
    [300, 3],
    [599, 3],
    [600, 4],
    [4500, 10],
  ])('%i points is level %i', (points, level) => {
    expect(levelOf(points)).toBe(level);
  });

  it('tells the points still needed', () => {
    expect(pointsToNextLevel(0)).toBe(100);
    expect(pointsToNextLevel(150)).toBe(150);
    expect(pointsToNextLevel(300)).toBe(300);
  });
});
