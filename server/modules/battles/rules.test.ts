import { describe, expect, it } from 'vitest';
import { botPlan } from './create';
import { answerPoints } from './rules';

/** A seeded generator (mulberry32): the same draws on every run. */
function seeded(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('battle rules', () => {
  it('scores 10 + ceil(10 × remaining / 15), doubled on the last question, nothing when wrong', () => {
    const at = (remaining: number, last = false, correct = true) =>
      answerPoints({ correct, remaining, seconds: 15, last });
    expect([at(15), at(12), at(10), at(1), at(0)]).toEqual([20, 18, 17, 11, 10]);
    expect(at(12, true)).toBe(36);
    expect(at(15, true, false)).toBe(0);
  });

  it('makes a practice bot that is right about 60% of the time and answers within 3 to 10 s', () => {
    const picks = Array.from({ length: 10_000 }, (_, i) => ({
      questionId: i,
      correctId: 1,
      wrongIds: [2, 3, 4],
    }));
    const plan = botPlan(
      picks,
      { correctShare: 0.6, answerSeconds: [3, 10], questionSeconds: 15 },
      seeded(35),
    );
    const right = plan.filter((m) => m.answerId === 1).length / plan.length;
    expect(right).toBeGreaterThan(0.58);
    expect(right).toBeLessThan(0.62);
    expect(plan.every((m) => m.afterMs >= 3000 && m.afterMs <= 10_000)).toBe(true);
    expect(plan.every((m) => m.answerId !== null && [1, 2, 3, 4].includes(m.answerId))).toBe(true);
    const mean = plan.reduce((s, m) => s + m.afterMs, 0) / plan.length;
    expect(Math.abs(mean - 6500)).toBeLessThan(150);
  });
});
