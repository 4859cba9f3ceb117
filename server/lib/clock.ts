import type { Clock } from '../context';

// The type lives with the context (which holds the clock) so the context imports nothing of lib/.
export type { Clock };

// setTimeout keeps at most about 24.8 days; a longer wait is woken early and checked again.
const MAX_DELAY_MS = 2_147_483_647;

export const systemClock: Clock = {
  now: () => new Date(),
  at(at, fn) {
    let timer: NodeJS.Timeout;
    const arm = () => {
      const wait = at.getTime() - Date.now();
      timer = setTimeout(
        () => (wait > MAX_DELAY_MS ? arm() : void fn()),
        Math.min(Math.max(0, wait), MAX_DELAY_MS),
      );
      timer.unref();
    };
    arm();
    return () => clearTimeout(timer);
  },
};
