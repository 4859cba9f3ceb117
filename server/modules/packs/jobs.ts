import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import { reconcileJob, renewalJob } from './reconcile';
import { PACK_RENEWAL_JOB, PAYMENT_RECONCILE_JOB } from './schedule';

export function registerPackJobs(queue: JobQueue, ctx: AppContext): void {
  queue
    // Both call a payment provider: outside the claiming transaction, idempotent on their own.
    .registerOutside(PACK_RENEWAL_JOB, renewalJob(ctx))
    .registerOutside(PAYMENT_RECONCILE_JOB, reconcileJob(ctx));
}
