import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

export const PACK_RENEWAL_JOB = 'pack.renewal';
export const PAYMENT_RECONCILE_JOB = 'payment.reconcile';

/**
 * Queues the renewal charge of a subscription period, due `paymentRenewBeforeMinutes` before it
 * ends. Keyed by subscription and period end; `again` (renewal turned back on) queues one more
 * under its own key, since the period's job may have run already and skipped while renewal was
 * off. A period is charged at most once however many of its jobs run: its renewal payment's id is
 * the period's (renewalPaymentId), and the provider charges a payment id once.
 */
export async function enqueueRenewal(
  tx: DbOrTx,
  config: Config,
  sub: { id: number; expiresAt: Date; autoRenew: boolean },
  again = false,
): Promise<void> {
  if (!sub.autoRenew) return;
  const period = `${sub.id}:${sub.expiresAt.toISOString()}`;
  await enqueueJob(
    tx,
    PACK_RENEWAL_JOB,
    { subscription_id: sub.id, expires_at: sub.expiresAt.toISOString() },
    {
      key: again ? `${period}:resumed:${randomUUID()}` : period,
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
