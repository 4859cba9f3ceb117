import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import type { Scheduler } from '../../jobs/scheduler';
import { broadcast, BROADCAST_JOB, type BroadcastInput, broadcastDailyUpdate } from './broadcast';
import { deliverHeldBroadcasts, HELD_BROADCASTS_JOB } from './held';

/**
 * Local hour from which the day's update goes out: after the morning's daily tournaments start,
 * and so inside the broadcast hours (BROADCAST_FROM_HOUR) by itself.
 */
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

/** Often enough that the update goes out within minutes of SEND_FROM_HOUR. */
const DAILY_UPDATE_EVERY_MS = 5 * 60_000;

export function registerNotificationJobs(scheduler: Scheduler, ctx: AppContext): void {
  scheduler.every('daily update', DAILY_UPDATE_EVERY_MS, () => sendDailyUpdate(ctx));
}

/** Broadcasts the quiet hours held back go out from the queue at 08:00 (broadcastInHours). */
export function registerBroadcastJobs(queue: JobQueue): void {
  queue.register(HELD_BROADCASTS_JOB, async (tx, _payload, job) => {
    await deliverHeldBroadcasts(tx, job.now);
  });
  // Jobs an earlier version queued, one per broadcast, are sent as they were.
  queue.register<BroadcastInput & Record<string, unknown>>(BROADCAST_JOB, async (tx, input) => {
    await broadcast(tx, input);
  });
}
