import { createHash } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { packs, paymentAgreements, payments, subscriptions } from '../../db/schema';
import { adapterFor } from '../payments/provider';
import { providerPayment } from './catalog';
import { abandonIn, settleIn } from './settle';

type PaymentRow = typeof payments.$inferSelect;

/** A payment the provider still does not know this long after it was made never happened. */
const ABANDON_AFTER_MS = 60 * 60_000;
const BATCH = 20;

/**
 * Asks the provider about one pending payment (its lock held) and applies what it says: paid but
 * not called back (a dropped callback) is credited here, once, like a callback would be.
 */
async function askProvider(ctx: AppContext, tx: Tx, payment: PaymentRow): Promise<void> {
  const answer = await adapterFor(ctx, payment.provider).status(payment.id);
  if (answer && answer.status !== 'pending' && answer.providerTxnId) {
    await settleIn(tx, {
      paymentId: payment.id,
      provider: payment.provider,
      providerTxnId: answer.providerTxnId,
      status: answer.status,
      amountMinor: answer.amountMinor,
      currency: answer.currency,
      agreementId: answer.agreementId ?? undefined,
    });
  } else if (!answer && Date.now() - payment.createdAt.getTime() > ABANDON_AFTER_MS) {
    await abandonIn(tx, payment);
  }
}

/** Reconciles one payment now (the return page's poll), unless another process is on it. */
export async function reconcilePayment(ctx: AppContext, payment: PaymentRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
      .for('update', { skipLocked: true });
    if (locked) await askProvider(ctx, tx, locked);
  });
}

/**
 * The reconciliation job: payments still pending a few minutes after they were made are asked
 * about at their provider. Rows are claimed with SKIP LOCKED, so several processes share the
 * work and none settles a payment twice. Returns how many payments it asked about.
 */
export async function reconcilePendingPayments(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.paymentReconcileAfterMinutes * 60_000);
  let asked = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'created'), lt(payments.createdAt, before)))
        .orderBy(asc(payments.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const p of batch) {
        await askProvider(ctx, tx, p).catch(() => undefined);
      }
      return batch.length;
    });
    asked += n;
    // A batch the provider could not answer stays pending: stop rather than ask it again now.
    if (n < BATCH || asked >= BATCH * 10) return asked;
  }
}

/** One renewal payment per subscription period: the same id however often it is attempted. */
function renewalPaymentId(subscriptionId: number, expiresAt: Date): string {
  const h = createHash('sha256').update(`renewal:${subscriptionId}:${expiresAt.toISOString()}`);
  const hex = h.digest('hex');
  // Shaped as a version-8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The auto-renewal job: charges each auto-renewing pack that expires within the renewal window.
 * Subscriptions are claimed with SKIP LOCKED and each period's payment has a fixed id, so a pack
 * is charged at most once per period however many processes run this. The charge's outcome
 * arrives as the provider's callback (settle.ts): renewed with coins and a history row, or
 * lapsed with a notification.
 */
export async function renewDueSubscriptions(ctx: AppContext, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + ctx.config.paymentRenewBeforeMinutes * 60_000);
  const due = await ctx.db.transaction(async (tx) => {
    const subs = await tx
      .select({ sub: subscriptions, pack: packs })
      .from(subscriptions)
      .innerJoin(packs, eq(packs.id, subscriptions.packId))
      .where(
        and(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.autoRenew, true),
          lt(subscriptions.expiresAt, horizon),
          sql`${subscriptions.expiresAt} > ${now.toISOString()}`,
        ),
      )
      .orderBy(asc(subscriptions.expiresAt))
      .limit(100)
      .for('update', { of: subscriptions, skipLocked: true });
    const created: Array<{ payment: PaymentRow; pack: typeof packs.$inferSelect }> = [];
    for (const { sub, pack } of subs) {
      const [payment] = await tx
        .insert(payments)
        .values({
          id: renewalPaymentId(sub.id, sub.expiresAt),
          userId: sub.userId,
          packId: pack.id,
          subscriptionId: sub.id,
          provider: pack.provider,
          purpose: 'renewal',
          amountMinor: pack.priceMinor,
          currency: pack.currency,
        })
        .onConflictDoNothing()
        .returning();
      if (payment) created.push({ payment, pack });
    }
    return created;
  });
  for (const { payment, pack } of due) {
    try {
      const [agreement] = await ctx.db
        .select({ agreementId: paymentAgreements.agreementId })
        .from(paymentAgreements)
        .where(
          and(eq(paymentAgreements.userId, payment.userId), eq(paymentAgreements.status, 'active')),
        )
        .limit(1);
      const charged = await adapterFor(ctx, payment.provider).renew(
        providerPayment(pack, payment),
        agreement ? { agreementId: agreement.agreementId } : {},
      );
      if (!charged) {
        await ctx.db.transaction(async (tx) => {
          const [locked] = await tx
            .select()
            .from(payments)
            .where(eq(payments.id, payment.id))
            .for('update');
          if (locked) await abandonIn(tx, locked);
        });
      }
    } catch {
      // Left pending: reconciliation asks the provider, and lapses it if the charge never arrived.
    }
  }
  return due.length;
}
