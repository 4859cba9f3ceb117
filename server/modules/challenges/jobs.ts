import type { JobQueue } from '../../jobs/queue';
import { CHALLENGE_EXPIRE_JOB, expireChallengeJob } from './service';

export function registerChallengeJobs(queue: JobQueue): void {
  queue.register<{ challenge_id: number }>(CHALLENGE_EXPIRE_JOB, (tx, payload, job) =>
    expireChallengeJob(tx, payload.challenge_id, job.now),
  );
}
