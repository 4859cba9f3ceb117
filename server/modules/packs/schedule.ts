import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

export const PACK_RENEWAL_JOB = 'pack.renewal';
export const PAYMENT_RECONCILE_JOB = 'payment.reconcile';

/**
 * Queues the renewal charge of a subscription period, due `paymentRenewBeforeMinutes` before it
 * ends. Keyed by subscription and period end: a period is charged at most once.
 */
export async function enqueueRenewal(
  tx: DbOrTx,
  config: Config,
  sub: { id: number; expiresAt: Date; autoRenew: boolean },
): Promise<void> {
  if (!sub.autoRenew) return;
  await enqueueJob(
    tx,
    PACK_RENEWAL_JOB,
    { subscription_id: sub.id, expires_at: sub.expiresAt.toISOString() },
    {
      key: `${sub.id}:${sub.expiresAt.toISOString()}`,
      runAt: new Date(sub.expiresAt.getTime() - config.paymentRenewBeforeMinutes * 60_000),
    },
  );
}

/** Queues the reconciliation of a payment, in case its callback never comes. */
export async function enqueueReconcile(
  tx: DbOrTx,
  config: Config,
  payment: { id: string; createdAt: Date },
): Promise<void> {
  await enqueueJob(
    tx,
    PAYMENT_RECONCILE_JOB,
    { payment_id: payment.id },
    {
      key: payment.id,
      runAt: new Date(payment.createdAt.getTime() + config.paymentReconcileAfterMinutes * 60_000),
      // Backoff 30 s, 1, 2, 4 … 60 min: about three hours of asking before giving up.
      maxAttempts: 10,
    },
  );
}
