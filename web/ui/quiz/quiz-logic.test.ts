import { describe, expect, it } from 'vitest';
import { counterWindow, countdownTone, secondsUntil, shouldTick, splitClock } from './quiz-logic';

describe('counterWindow', () => {
  it('keeps the current question in the middle when it can', () => {
    expect(counterWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(counterWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at either end', () => {
    expect(counterWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(counterWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(counterWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(counterWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('never shows more than five numbers, nor more than there are questions', () => {
    for (let current = 1; current <= 30; current++) {
      const shown = counterWindow(current, 30);
      expect(shown).toHaveLength(5);
      expect(shown).toContain(current);
    }
    expect(counterWindow(2, 3)).toEqual([1, 2, 3]);
    expect(counterWindow(1, 1)).toEqual([1]);
    expect(counterWindow(1, 0)).toEqual([]);
  });
});

describe('countdown', () => {
  it('turns red at ten seconds or less', () => {
    expect(countdownTone(20)).toBe('normal');
    expect(countdownTone(11)).toBe('normal');
    expect(countdownTone(10)).toBe('danger');
    expect(countdownTone(0)).toBe('danger');
  });

  it('ticks during the last five seconds only', () => {
    expect(shouldTick(6)).toBe(false);
    expect(shouldTick(5)).toBe(true);
    expect(shouldTick(1)).toBe(true);
    expect(shouldTick(0)).toBe(false);
  });

  it('counts a started second as a whole one and never goes below zero', () => {
    expect(secondsUntil(20_000, 0)).toBe(20);
    expect(secondsUntil(20_000, 1)).toBe(20);
    expect(secondsUntil(20_000, 1000)).toBe(19);
    expect(secondsUntil(20_000, 19_999)).toBe(1);
    expect(secondsUntil(20_000, 20_000)).toBe(0);
    expect(secondsUntil(20_000, 25_000)).toBe(0);
  });
});

describe('splitClock', () => {
  it('splits a whole attempt into minutes and seconds', () => {
    expect(splitClock(900)).toEqual({ minutes: 15, seconds: 0 });
    expect(splitClock(61)).toEqual({ minutes: 1, seconds: 1 });
    expect(splitClock(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(splitClock(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});
