/** Pure rules of the question screen (product-spec §4, §9), shared by topic and tournament play. */

/** product-spec §9: the question counter shows at most this many numbers. */
const COUNTER_SIZE = 5;
/** product-spec §4: the countdown turns red at this many seconds or less. */
const DANGER_SECONDS = 10;
/** The tick sound plays during the last seconds only, so it warns without nagging. */
const TICK_SECONDS = 5;

/**
 * The question numbers to show: a window of at most `size` numbers with the current one as
 * near the middle as the ends allow (1 2 [3] 4 5, 3 4 [5] 6 7, 6 7 8 9 [10]).
 */
export function counterWindow(current: number, total: number, size = COUNTER_SIZE): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  const clamped = Math.min(Math.max(current, 1), total);
  const first = Math.min(Math.max(clamped - Math.floor(count / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

export type CountdownTone = 'normal' | 'danger';

export function countdownTone(seconds: number): CountdownTone {
  return seconds <= DANGER_SECONDS ? 'danger' : 'normal';
}

export function shouldTick(seconds: number): boolean {
  return seconds > 0 && seconds <= TICK_SECONDS;
}

/** Whole seconds left before `deadline` (epoch ms) at `now`, counting a started second. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Minutes and seconds of a whole-attempt clock (m:ss): 900 → 15:00, 61 → 1:01. */
export function splitClock(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
