import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { AppContext } from '../context';
import { broadcastDailyUpdate } from '../modules/notifications/broadcast';

/** Local hour from which the day's update goes out: after the morning's daily tournaments start. */
const SEND_FROM_HOUR = 9;

/**
 * Sends the daily update once per local day to players who turned daily updates on. Runs with
 * the five-minute jobs; the broadcast key makes every run after the first a single conflict.
 */
export async function sendDailyUpdate(ctx: AppContext, now = new Date()): Promise<number> {
  const local = new TZDate(now.getTime(), ctx.config.timezone);
  if (local.getHours() < SEND_FROM_HOUR) return 0;
  const day = format(local, 'yyyy-MM-dd');
  return ctx.db.transaction((tx) => broadcastDailyUpdate(tx, day));
}
