import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import type { Scheduler } from '../../jobs/scheduler';
import { REMINDER_JOB, sendReminders } from './reminders';
import { endTournaments } from './end';
import { rebuildRunningRankings } from './ranking';
import { scheduleTournaments } from './schedule';

// Templates are looked at a day ahead, so a few minutes' delay creates no tournament late.
const SCHEDULE_EVERY_MS = 5 * 60_000;
// Winners are told soon after the end; a run with nothing to end is one small query.
const END_EVERY_MS = 60_000;

/** The tournaments' scheduled work: creating occurrences, ending them, reloading rankings. */
export function registerTournamentJobs(scheduler: Scheduler, ctx: AppContext): void {
  scheduler
    .every('tournament scheduler', SCHEDULE_EVERY_MS, () => scheduleTournaments(ctx))
    .every('tournament end', END_EVERY_MS, () => endTournaments(ctx))
    // Redis may have restarted or been flushed while this process was down: reload from the database.
    .atStart('ranking rebuild', () => rebuildRunningRankings(ctx));
}

/** The tournaments' queued work: the reminders players asked for. */
export function registerTournamentQueueJobs(queue: JobQueue, ctx: AppContext): void {
  queue.register<{ tournament_id: number; start_time: string }>(REMINDER_JOB, (tx, payload, job) =>
    sendReminders(tx, payload, job.now, ctx.config.timezone),
  );
}
