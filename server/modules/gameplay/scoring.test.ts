import { describe, expect, it } from 'vitest';
import { answerClock, shuffled, topicAnswerPoints, trustedRemaining } from './scoring';

describe('topic scoring', () => {
  it('gives 10 to 20 points by the time left', () => {
    expect(topicAnswerPoints(20, 20)).toBe(20);
    expect(topicAnswerPoints(0, 20)).toBe(10);
    expect(topicAnswerPoints(1, 20)).toBe(11); // ceil(0.5)
    expect(topicAnswerPoints(10, 20)).toBe(15);
    expect(topicAnswerPoints(99, 20)).toBe(20);
  });

  it('counts an answer after timer + grace as a timeout', () => {
    const served = new Date('2026-01-01T00:00:00Z');
    const at = (s: number) => new Date(served.getTime() + s * 1000);
    expect(answerClock(served, at(5), 20, 2)).toEqual({ serverRemaining: 15, timedOut: false });
    expect(answerClock(served, at(21.9), 20, 2)).toEqual({ serverRemaining: 0, timedOut: false });
    expect(answerClock(served, at(22.1), 20, 2).timedOut).toBe(true);
  });

  it('never trusts the client above the server clock', () => {
    expect(trustedRemaining(20, 12)).toBe(12);
    expect(trustedRemaining(5, 12)).toBe(5);
    expect(trustedRemaining(undefined, 12)).toBe(12);
  });

  it('shuffles without losing or adding items', () => {
    const items = [1, 2, 3, 4];
    const out = shuffled(items);
    expect([...out].sort()).toEqual(items);
    const orders = new Set(Array.from({ length: 200 }, () => shuffled(items).join()));
    expect(orders.size).toBeGreaterThan(10);
  });
});
