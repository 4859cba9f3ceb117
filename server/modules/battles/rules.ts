import type { Rules } from '../../config';

/** A correct answer's points (game-rules "Live battles"): 10 + ceil(10 × remaining / seconds), the last doubled. */
export function answerPoints(a: {
  correct: boolean;
  remaining: number;
  seconds: number;
  last: boolean;
}): number {
  if (!a.correct) return 0;
  const points = 10 + Math.ceil((10 * a.remaining) / a.seconds);
  return a.last ? 2 * points : points;
}

/** How long a queue waits before its end: the bot for a free one, a timeout with a stake. */
export const queueWaitMs = (rules: Rules, stake: number) =>
  1000 * (stake === 0 ? rules.battleBotWaitSeconds : rules.battleStakeWaitSeconds);

export const addMs = (at: Date, ms: number) => new Date(at.getTime() + ms);
export const seconds = (s: number) => Math.round(s * 1000);
