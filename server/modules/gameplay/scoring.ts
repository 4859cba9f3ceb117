/**
 * Points for a correct topic answer (game-rules.md): 10 + ceil(10 × remaining / timer), so 10 to
 * 20. `remaining` is already capped by the server's clock.
 */
export function topicAnswerPoints(remainingSeconds: number, timerSeconds: number): number {
  if (timerSeconds <= 0) return 10;
  const remaining = Math.min(Math.max(0, remainingSeconds), timerSeconds);
  return 10 + Math.ceil((10 * remaining) / timerSeconds);
}
