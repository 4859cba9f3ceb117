import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { packs, paymentAgreements, payments, subscriptions } from '../../db/schema';
import type { JobInfo } from '../../jobs/queue';
import { adapterFor } from '../payments/provider';
import { providerPayment } from './catalog';
import { enqueueReconcile } from './schedule';
import { abandonIn, settleIn } from './settle';

type PaymentRow = typeof payments.$inferSelect;

/** A payment the provider still does not know this long after it was made never happened. */
const ABANDON_AFTER_MS = 60 * 60_000;

/**
 * Asks the provider about one pending payment (its lock held) and applies what it says: paid but
 * not called back (a dropped callback) is credited here, once, as the callback would have been.
 * Returns whether the payment is settled now.
 */
async function askProvider(
  ctx: AppContext,
  tx: Tx,
  payment: PaymentRow,
  giveUp: boolean,
): Promise<boolean> {
  const answer = await adapterFor(ctx, payment.provider).status(payment.id);
  if (answer && answer.status !== 'pending' && answer.providerTxnId) {
    await settleIn(ctx.config, tx, {
      paymentId: payment.id,
      provider: payment.provider,
      providerTxnId: answer.providerTxnId,
      status: answer.status,
      amountMinor: answer.amountMinor,
      currency: answer.currency,
      agreementId: answer.agreementId ?? undefined,
    });
    return true;
  }
  if (giveUp || (!answer && Date.now() - payment.createdAt.getTime() > ABANDON_AFTER_MS)) {
    // Failed at our end; if the provider confirms after all, settle() still credits it.
    await abandonIn(tx, payment);
    return true;
  }
  return false;
}

/** Reconciles one payment now (the return page's poll), unless another process is on it. */
export async function reconcilePayment(ctx: AppContext, payment: PaymentRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
      .for('update', { skipLocked: true });
    if (locked) await askProvider(ctx, tx, locked, false);
  });
}

/** The queue's reconciliation handler: settled, or retried later while the provider waits. */
export const reconcileJob =
  (ctx: AppContext) =>
  async (tx: Tx, payload: { payment_id: string }, job: JobInfo): Promise<void> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, payload.payment_id))
      .for('update');
    if (!payment || payment.status !== 'created') return;
    const settled = await askProvider(ctx, tx, payment, job.attempt >= job.maxAttempts);
    // Throwing hands the job back to the queue, which retries it with a growing delay.
    if (!settled) throw new Error(`payment ${payment.id} still pending at ${payment.provider}`);
  };

/** One renewal payment per subscription period: the same id however often it is attempted. */
export function renewalPaymentId(subscriptionId: number, expiresAt: Date): string {
  const hex = createHash('sha256')
    .update(`renewal:${subscriptionId}:${expiresAt.toISOString()}`)
    .digest('hex');
  // Shaped as a version-8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The queue's auto-renewal handler: charges the period's renewal through the pack's provider.
 * The outcome arrives as the provider's callback (settle.ts): renewed with coins and a history
 * row, or lapsed with a notification. A pack that was cancelled, or whose period changed, is
 * left alone; a route that cannot charge without the player (a wallet with no agreement), or a
 * provider unreachable through every retry, lapses the pack the same way.
 */
export const renewalJob =
  (ctx: AppContext) =>
  async (
    tx: Tx,
    payload: { subscription_id: number; expires_at: string },
    job: JobInfo,
  ): Promise<void> => {
    const [row] = await tx
      .select({ sub: subscriptions, pack: packs })
      .from(subscriptions)
      .innerJoin(packs, eq(packs.id, subscriptions.packId))
      .where(eq(subscriptions.id, payload.subscription_id))
      .for('update', { of: subscriptions });
    if (!row) return;
    const { sub, pack } = row;
    if (
      sub.status !== 'active' ||
      !sub.autoRenew ||
      sub.expiresAt.toISOString() !== payload.expires_at
    ) {
      return;
    }
    const id = renewalPaymentId(sub.id, sub.expiresAt);
    await tx
      .insert(payments)
      .values({
        id,
        userId: sub.userId,
        packId: pack.id,
        subscriptionId: sub.id,
        provider: pack.provider,
        purpose: 'renewal',
        amountMinor: pack.priceMinor,
        currency: pack.currency,
      })
      .onConflictDoNothing();
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment || payment.status !== 'created') return;
    await enqueueReconcile(tx, ctx.config, payment);
    const [agreement] = await tx
      .select({ agreementId: paymentAgreements.agreementId })
      .from(paymentAgreements)
      .where(and(eq(paymentAgreements.userId, sub.userId), eq(paymentAgreements.status, 'active')))
      .limit(1);
    let charged: boolean;
    try {
      // The provider keys the charge on the payment id: a retried attempt charges once.
      charged = await adapterFor(ctx, pack.provider).renew(
        providerPayment(pack, payment),
        agreement ? { agreementId: agreement.agreementId } : {},
      );
    } catch (err) {
      if (job.attempt < job.maxAttempts) throw err;
      charged = false;
    }
    if (!charged) await abandonIn(tx, payment);
  };
