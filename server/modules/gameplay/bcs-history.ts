import type { AppContext, AuthUser } from '../../context';
import { addDays, localDate, zonedToUtc } from '../../lib/time';
import { finishedGamesSince } from './game-state';

/**
 * Finished BCS practice games today, this week (from Saturday, the first day of the week in
 * Bangladesh) and this month, by the calendar of the operator's time zone.
 */
export async function bcsHistory(ctx: AppContext, user: AuthUser, now = new Date()) {
  const tz = ctx.config.timezone;
  const today = localDate(now, tz);
  const midnight = (d: { year: number; month: number; day: number }) =>
    zonedToUtc({ ...d, hour: 0, minute: 0 }, tz);
  const weekStart = addDays(today, -((today.weekday + 1) % 7));
  const count = (since: Date) => finishedGamesSince(ctx.db, user.id, since, true);
  const [t, w, m] = await Promise.all([
    count(midnight(today)),
    count(midnight(weekStart)),
    count(midnight({ ...today, day: 1 })),
  ]);
  return { today: t, this_week: w, this_month: m };
}
