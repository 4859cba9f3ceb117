import { describe, expect, it } from 'vitest';
import { countsFor, fittedCount } from './question-counts';

describe('challenge question counts', () => {
  it('offers only the steps of 10 a topic can fill, up to 100', () => {
    expect(countsFor(24)).toEqual([10, 20]);
    expect(countsFor(9)).toEqual([]);
    expect(countsFor(10)).toEqual([10]);
    expect(countsFor(5000)).toHaveLength(10);
  });

  it('keeps the wanted count when it fits, else the largest that does', () => {
    expect(fittedCount(30, countsFor(16))).toBe(10);
    expect(fittedCount(30, countsFor(24))).toBe(20);
    expect(fittedCount(30, countsFor(200))).toBe(30);
    expect(fittedCount(30, [])).toBeNull();
  });
});
