import { useCallback, useSyncExternalStore } from 'react';
import { secondsUntil } from './quiz-logic';

/**
 * Seconds left until `deadline` (epoch ms), re-rendering exactly when the shown number changes:
 * the timer is aligned to the deadline, not to when the screen happened to mount.
 * With `stoppedAt` set the count is frozen at that moment (topic play stops once answered).
 */
export function useCountdown(deadline: number | null, stoppedAt: number | null): number | null {
  const running = deadline !== null && stoppedAt === null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!running || deadline === null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const left = deadline - Date.now();
        if (left <= 0) return;
        // Wake just after the next whole second so ceil() has moved on.
        timer = setTimeout(
          () => {
            onChange();
            schedule();
          },
          (left % 1000 || 1000) + 5,
        );
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [deadline, running],
  );
  const read = () => (deadline === null ? null : secondsUntil(deadline, stoppedAt ?? Date.now()));
  return useSyncExternalStore(subscribe, read, read);
}
