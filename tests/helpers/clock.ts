import type { Clock } from '../../server/lib/clock';

interface Timer {
  at: number;
  fn: () => unknown;
  done: boolean;
}

/**
 * A clock a test moves by hand (ctx.clock): `advance` runs every wake-up that falls due, in time
 * order, each at its own instant, and waits for it, so a 15-second question or a 30-second queue
 * costs the test no wall-clock time and each step happens exactly when the rules say.
 */
export class ManualClock implements Clock {
  private time: number;
  private readonly timers: Timer[] = [];

  constructor(start = Date.now()) {
    this.time = start;
  }

  now(): Date {
    return new Date(this.time);
  }

  at(at: Date, fn: () => unknown): () => void {
    const timer: Timer = { at: at.getTime(), fn, done: false };
    this.timers.push(timer);
    // Due already: it runs soon, as a real timer would, without waiting for an advance.
    if (timer.at <= this.time) setImmediate(() => void this.fire(timer));
    return () => {
      timer.done = true;
    };
  }

  private async fire(timer: Timer): Promise<void> {
    if (timer.done) return;
    timer.done = true;
    await timer.fn();
  }

  /**
   * Moves the clock `ms` forward without running any wake-up: as if this process had stalled or
   * died, so what the deadlines say is due waits for someone else to act on it.
   */
  jump(ms: number): void {
    this.time += ms;
  }

  /** Moves the clock `ms` forward, running (and awaiting) every wake-up due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      const due = this.timers
        .filter((t) => !t.done && t.at <= target)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = Math.max(this.time, due.at);
      await this.fire(due);
    }
    this.time = target;
    for (let i = this.timers.length - 1; i >= 0; i--)
      if (this.timers[i]?.done) this.timers.splice(i, 1);
  }
}
