import type { AppContext } from './context';
import { type JobInfo, JobQueue } from './jobs/queue';
import { Scheduler, type SchedulerLog } from './jobs/scheduler';
import { registerAnalyticsJobs } from './modules/analytics';
import { registerAuthJobs } from './modules/auth';
import { registerChallengeJobs } from './modules/challenges';
import { registerBroadcastJobs, registerNotificationJobs } from './modules/notifications';
import { registerPackJobs } from './modules/packs';
import { registerPushJobs } from './modules/push';
import { registerRetentionJobs } from './modules/retention';
import { registerTournamentJobs, registerTournamentQueueJobs } from './modules/tournaments';

// Due queue jobs are one indexed query away: a challenge expires within seconds of its time.
const QUEUE_EVERY_MS = 10_000;

/**
 * The job queue (server/jobs/queue.ts) with every module's named jobs, so every process that
 * polls it can run any of them. As app.ts is for routes: the one place that knows every module.
 */
export function createJobQueue(ctx: AppContext, log?: SchedulerLog): JobQueue {
  const onFailure = (job: JobInfo, error: string, gaveUp: boolean) =>
    log?.error(
      { job: job.name, key: job.key, attempt: job.attempt, error },
      gaveUp ? 'job failed for good' : 'job failed, will retry',
    );
  const queue = new JobQueue(ctx.db, onFailure);
  registerChallengeJobs(queue);
  registerBroadcastJobs(queue);
  registerPackJobs(queue, ctx);
  registerTournamentQueueJobs(queue, ctx);
  registerPushJobs(queue, ctx);
  return queue;
}

/** Runs scheduled work in this process; every job is safe when other processes run it too. */
export function startJobs(ctx: AppContext, log: SchedulerLog) {
  const scheduler = new Scheduler();
  registerTournamentJobs(scheduler, ctx);
  registerAuthJobs(scheduler, ctx);
  registerNotificationJobs(scheduler, ctx);
  registerAnalyticsJobs(scheduler, ctx);
  registerRetentionJobs(scheduler, ctx);
  const timers = scheduler.start(log);
  const queue = createJobQueue(ctx, log).start({
    everyMs: QUEUE_EVERY_MS,
    onError: (err) => log.error({ err }, 'job queue failed'),
  });
  return {
    /** Stops the timers and waits for the queue's job in flight (its transaction commits or rolls back). */
    stop: async () => {
      timers.stop();
      await queue.stop();
    },
  };
}
