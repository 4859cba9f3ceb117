import type { AppContext } from '../context';
import { CHALLENGE_EXPIRE_JOB, expireChallengeJob } from '../modules/challenges/service';
import { reconcileJob, renewalJob } from '../modules/packs/reconcile';
import { PACK_RENEWAL_JOB, PAYMENT_RECONCILE_JOB } from '../modules/packs/schedule';
import { rebuildRunningRankings } from '../modules/tournaments/ranking';
import { cleanupAuth } from './cleanup';
import { type JobInfo, JobQueue } from './queue';
import { sendDailyUpdate } from './daily-update';
import { endTournaments } from './tournament-end';
import { scheduleTournaments } from './tournament-scheduler';

const EVERY_MS = 5 * 60_000;
// Winners are told soon after the end; a run with nothing to end is one small query.
const END_EVERY_MS = 60_000;
// Due queue jobs are one indexed query away: a challenge expires within seconds of its time.
const QUEUE_EVERY_MS = 10_000;

/**
 * Every named job of the queue (server/jobs/queue.ts) and its handler. A module adds its jobs
 * here, so every process that polls the queue can run them.
 */
export function createJobQueue(
  ctx: AppContext,
  log?: { error: (obj: object, msg: string) => void },
): JobQueue {
  const onFailure = (job: JobInfo, error: string, gaveUp: boolean) =>
    log?.error(
      { job: job.name, key: job.key, attempt: job.attempt, error },
      gaveUp ? 'job failed for good' : 'job failed, will retry',
    );
  return (
    new JobQueue(ctx.db, onFailure)
      .register<{ challenge_id: number }>(CHALLENGE_EXPIRE_JOB, (tx, payload, job) =>
        expireChallengeJob(tx, payload.challenge_id, job.now),
      )
      // Both call a payment provider: outside the claiming transaction, idempotent on their own.
      .registerOutside(PACK_RENEWAL_JOB, renewalJob(ctx))
      .registerOutside(PAYMENT_RECONCILE_JOB, reconcileJob(ctx))
  );
}

/** Runs scheduled work in this process; every job is safe when other processes run it too. */
export function startJobs(ctx: AppContext, log: { error: (obj: object, msg: string) => void }) {
  const guard = (name: string, job: () => Promise<unknown>) => () =>
    job().catch((err: unknown) => log.error({ err }, `${name} failed`));
  const jobs = [
    guard('tournament scheduler', () => scheduleTournaments(ctx)),
    guard('auth cleanup', () => cleanupAuth(ctx)),
    guard('daily update', () => sendDailyUpdate(ctx)),
  ];
  const endJob = guard('tournament end', () => endTournaments(ctx));
  // Redis may have restarted or been flushed while this process was down: reload from the database.
  void guard('ranking rebuild', () => rebuildRunningRankings(ctx))();
  const timer = setInterval(() => jobs.forEach((run) => void run()), EVERY_MS);
  timer.unref();
  const endTimer = setInterval(() => void endJob(), END_EVERY_MS);
  endTimer.unref();
  const queue = createJobQueue(ctx, log).start({
    everyMs: QUEUE_EVERY_MS,
    onError: (err) => log.error({ err }, 'job queue failed'),
  });
  return {
    /** Stops the timers and waits for the queue's job in flight (its transaction commits or rolls back). */
    stop: async () => {
      clearInterval(timer);
      clearInterval(endTimer);
      await queue.stop();
    },
  };
}
