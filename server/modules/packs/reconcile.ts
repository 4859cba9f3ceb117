import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { packs, paymentAgreements, payments, subscriptions } from './tables';
import type { JobInfo } from '../../jobs/queue';
import { adapterFor } from '../payments';
import { priceAt, pricePaid, providerPayment } from './catalog';
import { enqueueReconcile } from './schedule';
import { abandonIn, settleIn, type Outcome } from './settle';

type PaymentRow = typeof payments.$inferSelect;

/** A payment the provider still does not know this long after it was made never happened. */
const ABANDON_AFTER_MS = 60 * 60_000;

/**
 * Asks the provider about one pending payment and applies what it says: paid but not called back
 * (a dropped callback) is credited here, once, as the callback would have been. The provider is
 * asked with no transaction open; the answer is applied in a short one that locks the payment and
 * finds it still pending (a callback or another reconciliation may have settled it meanwhile).
 * Returns whether the payment is settled now.
 */
async function askProvider(
  ctx: AppContext,
  payment: PaymentRow,
  giveUp: boolean,
): Promise<boolean> {
  const answer = await adapterFor(ctx, payment.provider).status(payment.id);
  const outcome: Outcome | null =
    answer && answer.status !== 'pending' && answer.providerTxnId
      ? {
          paymentId: payment.id,
          provider: payment.provider,
          providerTxnId: answer.providerTxnId,
          status: answer.status,
          amountMinor: answer.amountMinor,
          currency: answer.currency,
          agreementId: answer.agreementId ?? undefined,
        }
      : null;
  const giveUpNow =
    giveUp || (!answer && Date.now() - payment.createdAt.getTime() > ABANDON_AFTER_MS);
  if (!outcome && !giveUpNow) return false;
  await whilePending(ctx, payment.id, (tx, locked) =>
    // Failed at our end when the provider never took it.
    outcome ? settleIn(ctx.config, tx, outcome) : abandonIn(tx, locked),
  );
  return true;
}

/**
 * Applies a provider's word in a short transaction, once: the payment is locked and still
 * pending, or a callback or another process has settled it already and nothing happens.
 */
async function whilePending(
  ctx: AppContext,
  paymentId: string,
  apply: (tx: Tx, payment: PaymentRow) => Promise<unknown>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (locked?.status === 'created') await apply(tx, locked);
  });
}

/**
 * Reconciles one payment now (the return page's poll). Another process may be on it too: each
 * asks the provider, and only the first to lock the payment applies the answer.
 */
export async function reconcilePayment(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (payment.status === 'created') await askProvider(ctx, payment, false);
}

/**
 * The queue's reconciliation handler (run outside a transaction, so no lock is held while the
 * provider answers): settled, or retried later while the provider waits.
 */
export const reconcileJob =
  (ctx: AppContext) =>
  async (_db: Db, payload: { payment_id: string }, job: JobInfo): Promise<void> => {
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, payload.payment_id));
    if (!payment || payment.status !== 'created') return;
    const settled = await askProvider(ctx, payment, job.attempt >= job.maxAttempts);
    // Throwing hands the job back to the queue, which retries it with a growing delay.
    if (!settled) throw new Error(`payment ${payment.id} still pending at ${payment.provider}`);
  };

/** One renewal payment per subscription period: the same id however often it is attempted. */
function renewalPaymentId(subscriptionId: number, expiresAt: Date): string {
  const hex = createHash('sha256')
    .update(`renewal:${subscriptionId}:${expiresAt.toISOString()}`)
    .digest('hex');
  // Shaped as a version-8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The period's renewal payment, made (once) while the subscription is still due for it: active,
 * auto-renewing and in the period the job was queued for. Null when there is nothing to charge.
 * The subscription is read without a lock: the payment's id is the period's, so a second run
 * inserts nothing, and a lock here would take the rows in the opposite order to settle() (the
 * payment, then the subscription), deadlocking with this period's own callback.
 */
async function renewalPayment(
  ctx: AppContext,
  payload: { subscription_id: number; expires_at: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sub: subscriptions, pack: packs })
      .from(subscriptions)
      .innerJoin(packs, eq(packs.id, subscriptions.packId))
      .where(eq(subscriptions.id, payload.subscription_id));
    if (!row) return null;
    const { sub, pack } = row;
    if (
      sub.status !== 'active' ||
      !sub.autoRenew ||
      sub.expiresAt.toISOString() !== payload.expires_at
    ) {
      return null;
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
        // The period bought starts when this one ends: a price change due by then applies.
        ...pricePaid(priceAt(pack, sub.expiresAt)),
      })
      .onConflictDoNothing();
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id));
    if (!payment || payment.status !== 'created') return null;
    await enqueueReconcile(tx, ctx.config, payment);
    const [agreement] = await tx
      .select({ agreementId: paymentAgreements.agreementId })
      .from(paymentAgreements)
      .where(and(eq(paymentAgreements.userId, sub.userId), eq(paymentAgreements.status, 'active')))
      .limit(1);
    return { pack, payment, agreementId: agreement?.agreementId };
  });
}

/**
 * The queue's auto-renewal handler: charges the period's renewal through the pack's provider.
 * The outcome arrives as the provider's callback (settle.ts): renewed with coins and a history
 * row, or lapsed with a notification. A pack that was cancelled, or whose period changed, is
 * left alone; a route that cannot charge without the player (a wallet with no agreement), or a
 * provider unreachable through every retry, lapses the pack the same way. It runs outside a
 * transaction: the payment is committed before the provider is called, and a second run (a
 * retry, or a worker whose lease ran out) finds the same payment and charges it under the same
 * id, which the provider charges once.
 */
export const renewalJob =
  (ctx: AppContext) =>
  async (
    _db: Db,
    payload: { subscription_id: number; expires_at: string },
    job: JobInfo,
  ): Promise<void> => {
    const due = await renewalPayment(ctx, payload);
    if (!due) return;
    const { pack, payment, agreementId } = due;
    let charged: boolean;
    try {
      // The provider keys the charge on the payment id: a retried attempt charges once.
      charged = await adapterFor(ctx, pack.provider).renew(
        providerPayment(pack, payment),
        agreementId ? { agreementId } : {},
      );
    } catch (err) {
      if (job.attempt < job.maxAttempts) throw err;
      charged = false;
    }
    if (!charged) await whilePending(ctx, payment.id, (tx, locked) => abandonIn(tx, locked));
  };
