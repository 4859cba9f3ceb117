import { useEffect, useEffectEvent } from 'react';
import { shouldTick } from './quiz-logic';
import { playCue } from './sound-effects';

/**
 * The clock every quiz mode shares: at the deadline the question on screen is answered with
 * nothing (the server's clock then judges it), and the last seconds tick.
 */
export function useQuizClock(opts: {
  deadline: number | null;
  secondsLeft: number | null;
  locked: boolean;
  onTimeUp: () => void;
}): void {
  const { deadline, secondsLeft, locked } = opts;
  const timeUp = useEffectEvent(opts.onTimeUp);
  useEffect(() => {
    if (deadline === null || locked) return;
    const timer = setTimeout(timeUp, Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, locked]);

  const ticking = secondsLeft !== null && !locked && shouldTick(secondsLeft);
  useEffect(() => {
    if (ticking) playCue('tick');
  }, [ticking, secondsLeft]);
}
