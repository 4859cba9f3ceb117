import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Scheduler } from '../../jobs/scheduler';
import { notifyPlayer } from '../notifications';
import { operatorDay } from './events';

/** The streak reminder goes at 20:00 operator time (game-rules "Push notifications"). */
const REMIND_FROM_HOUR = 20;
const BATCH = 1_000;
const EVERY_MS = 5 * 60_000;

/**
 * Reminds each player whose streak is alive but not yet played today, once a day (the
 * notification's key), with daily updates on (the push checks it too). Safe in several
 * processes: the key makes a second writer's rows conflicts.
 */
async function sendStreakReminders(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  if (new TZDate(now.getTime(), ctx.config.timezone).getHours() < REMIND_FROM_HOUR) return 0;
  const today = operatorDay(ctx, now);
  const key = `streak:${today}`;
  let sent = 0;
  for (;;) {
    const rows = await queryRows<{ user_id: number; streak_days: number }>(
      ctx.db,
      sql`select p.user_id, p.streak_days from player_progress p
        left join user_settings s on s.user_id = p.user_id
        where p.last_play_day < ${today}::date
          and ${today}::date - p.last_play_day - 1 <= p.freezes
          and p.streak_days > 0
          and coalesce(s.daily_updates, false)
          and not exists (select 1 from notifications n
            where n.user_id = p.user_id and n.broadcast_key = ${key})
        order by p.user_id limit ${BATCH}`,
    );
    if (rows.length === 0) return sent;
    await ctx.db.transaction((tx) =>
      notifyPlayer(
        tx,
        ...rows.map((r) => ({
          userId: r.user_id,
          kind: 'streak_reminder' as const,
          params: { streak_days: r.streak_days },
          onceKey: key,
        })),
      ),
    );
    sent += rows.length;
    if (rows.length < BATCH) return sent;
  }
}

export function registerRetentionJobs(scheduler: Scheduler, ctx: AppContext): void {
  scheduler.every('streak reminders', EVERY_MS, () => sendStreakReminders(ctx));
}
