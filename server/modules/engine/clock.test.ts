import { describe, expect, it } from 'vitest';
import { answerClock, judgeAnswer, shuffled, trustedRemaining } from './clock';

const served = new Date('2026-01-01T00:00:00Z');
const at = (s: number) => new Date(served.getTime() + s * 1000);

describe("the engine's clock", () => {
  it('counts an answer after timer + grace as a timeout', () => {
    expect(answerClock(served, at(5), 20, 2)).toEqual({ serverRemaining: 15, timedOut: false });
    expect(answerClock(served, at(21.9), 20, 2)).toEqual({ serverRemaining: 0, timedOut: false });
    expect(answerClock(served, at(22.1), 20, 2).timedOut).toBe(true);
  });

  it('never trusts the client above the server clock', () => {
    expect(trustedRemaining(20, 12)).toBe(12);
    expect(trustedRemaining(5, 12)).toBe(5);
    expect(trustedRemaining(undefined, 12)).toBe(12);
  });

  it('judges the right option late by the server clock as a timeout, not correct', () => {
    const answer = {
      answerId: 7,
      correctId: 7,
      servedAt: served,
      timerSeconds: 20,
      graceSeconds: 2,
    };
    expect(judgeAnswer({ ...answer, now: at(21.9) })).toEqual({
      timedOut: false,
      isCorrect: true,
      serverRemaining: 0,
    });
    expect(judgeAnswer({ ...answer, now: at(22.1) })).toEqual({
      timedOut: true,
      isCorrect: false,
      serverRemaining: 0,
    });
  });

  it('judges no option as a timeout, and another option as wrong in time', () => {
    const answer = {
      correctId: 7,
      servedAt: served,
      now: at(4),
      timerSeconds: 20,
      graceSeconds: 2,
    };
    expect(judgeAnswer({ ...answer, answerId: null })).toEqual({
      timedOut: true,
      isCorrect: false,
      serverRemaining: 16,
    });
    expect(judgeAnswer({ ...answer, answerId: 8 })).toEqual({
      timedOut: false,
      isCorrect: false,
      serverRemaining: 16,
    });
  });

  it('shuffles without losing or adding items', () => {
    const items = [1, 2, 3, 4];
    const out = shuffled(items);
    expect([...out].sort()).toEqual(items);
    const orders = new Set(Array.from({ length: 200 }, () => shuffled(items).join()));
    expect(orders.size).toBeGreaterThan(10);
  });
});
