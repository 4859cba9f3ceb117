import type { AppContext, AuthUser } from '../../context';
import { calendarStarts } from '../../lib/time';
import { finishedTopicGamesSince } from '../engine';

/**
 * Finished BCS practice games today, this week (from Saturday, the first day of the week in
 * Bangladesh) and this month, by the calendar of the operator's time zone.
 */
export async function bcsHistory(ctx: AppContext, user: AuthUser, now = new Date()) {
  const starts = calendarStarts(now, ctx.config.timezone);
  const count = (since: Date) => finishedTopicGamesSince(ctx.db, user.id, since, true);
  const [t, w, m] = await Promise.all([count(starts.day), count(starts.week), count(starts.month)]);
  return { today: t, this_week: w, this_month: m };
}
