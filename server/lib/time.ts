import { TZDate, tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';

/** Saturday: the first day of the week in Bangladesh, where the BCS exam calendar runs. */
const WEEK_STARTS_ON = 6;

/** Midnight of the current day, week and month on the wall clock of timeZone, as instants. */
export function calendarStarts(now: Date, timeZone: string) {
  const inZone = { in: tz(timeZone) };
  return {
    day: new Date(startOfDay(now, inZone).getTime()),
    week: new Date(startOfWeek(now, { ...inZone, weekStartsOn: WEEK_STARTS_ON }).getTime()),
    month: new Date(startOfMonth(now, inZone).getTime()),
  };
}

/**
 * The local days around now in timeZone (offsets from..to, 0 = today) with the instant the wall
 * clock reads hour:minute on each. A time skipped by a daylight-saving change falls on the first
 * valid instant after it, as the clock on the wall does.
 */
export function localTimes(
  now: Date,
  timeZone: string,
  range: { from: number; to: number },
  time: { hour: number; minute: number },
): Array<{ weekday: number; at: Date }> {
  const today = startOfDay(now, { in: tz(timeZone) });
  const result: Array<{ weekday: number; at: Date }> = [];
  for (let offset = range.from; offset <= range.to; offset++) {
    const day = addDays(today, offset);
    const at = new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      time.hour,
      time.minute,
      timeZone,
    );
    result.push({ weekday: day.getDay(), at: new Date(at.getTime()) });
  }
  return result;
}

export const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/** The day (YYYY-MM-DD) the wall clock of timeZone shows at an instant. */
export const localDate = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');

/** The wall-clock time (HH:mm, 24 h) of timeZone at an instant. */
export const localClock = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), 'HH:mm');

/** The instant a local day (YYYY-MM-DD) starts on the wall clock of timeZone. */
export function dayStartIn(day: string, timeZone: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, timeZone).getTime());
}

/** The instant the local day after `day` starts in timeZone (a day may last 23 or 25 hours). */
export function dayEndIn(day: string, timeZone: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, timeZone).getTime());
}
