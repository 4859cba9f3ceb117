/**
 * Points for a correct topic answer (game-rules.md): 10 + ceil(10 × remaining / timer), so 10 to
 * 20. `remaining` is already capped by the server's clock.
 */
export function topicAnswerPoints(remainingSeconds: number, timerSeconds: number): number {
  if (timerSeconds <= 0) return 10;
  const remaining = Math.min(Math.max(0, remainingSeconds), timerSeconds);
  return 10 + Math.ceil((10 * remaining) / timerSeconds);
}

interface AnswerClock {
  /** Whole seconds the player had left by the server's clock. */
  serverRemaining: number;
  /** Later than the timer plus grace: counts as a timeout, whatever was answered. */
  timedOut: boolean;
}

export function answerClock(
  servedAt: Date,
  now: Date,
  timerSeconds: number,
  graceSeconds: number,
): AnswerClock {
  const elapsed = (now.getTime() - servedAt.getTime()) / 1000;
  return {
    serverRemaining: Math.max(0, Math.floor(timerSeconds - elapsed)),
    timedOut: elapsed > timerSeconds + graceSeconds,
  };
}

/** The client's remaining_time is believed only when it claims less time than the server saw. */
export const trustedRemaining = (client: number | undefined, server: number) =>
  Math.floor(Math.min(client ?? server, server));

/** Fisher–Yates: every order equally likely, so option position says nothing about the answer. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
