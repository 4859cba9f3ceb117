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

export interface Judged {
  /** Late by the server's clock, or no option chosen (the countdown ran out on screen). */
  timedOut: boolean;
  isCorrect: boolean;
  serverRemaining: number;
}

/**
 * An answer to a question with its own timer, judged by the server's clock: whatever the client
 * says, an answer after the timer plus grace is a timeout, and a timeout is never correct.
 */
export function judgeAnswer(a: {
  answerId: number | null;
  correctId: number;
  servedAt: Date;
  now: Date;
  timerSeconds: number;
  graceSeconds: number;
}): Judged {
  const clock = answerClock(a.servedAt, a.now, a.timerSeconds, a.graceSeconds);
  const timedOut = clock.timedOut || a.answerId === null;
  return {
    timedOut,
    isCorrect: !timedOut && a.answerId === a.correctId,
    serverRemaining: clock.serverRemaining,
  };
}

/** Fisher–Yates: every order equally likely, so option position says nothing about the answer. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The envelope message of an answer's reply, the same in every mode. */
export function answerMessage(reply: { timed_out: boolean; is_correct: boolean }): string {
  if (reply.timed_out) return 'Time is up';
  return reply.is_correct ? 'Correct answer' : 'Wrong answer';
}
