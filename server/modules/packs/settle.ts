import { and, eq, ne, sql } from 'drizzle-orm';
import type { PaymentCallback, PaymentStatus } from '@contract/packs';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { packs, paymentAgreements, payments, purchases, subscriptions } from './tables';
import { AppError, notFound } from '../../lib/errors';
import { notifyPlayer } from '../notifications';
import { verifyCallback } from '../payments';
import { moveWallet } from '../wallet';
import { recordCallback } from './care';
import { DAY_MS, type PackRow } from './catalog';
import { enqueueRenewal } from './schedule';

type PaymentRow = typeof payments.$inferSelect;

/** A provider's word on a payment: from a verified callback, or its answer to a status query. */
export interface Outcome {
  paymentId: string;
  provider: PaymentRow['provider'];
  providerTxnId: string;
  status: 'succeeded' | 'failed';
  amountMinor: number;
  currency: string;
  agreementId?: string | undefined;
}

export interface Settled {
  /** False when the outcome had already been applied: a replay changes nothing. */
  applied: boolean;
  status: PaymentStatus;
}

/** The provider's signed callback: verified, then applied once per provider transaction. */
export async function acceptCallback(ctx: AppContext, cb: PaymentCallback): Promise<Settled> {
  verifyCallback(ctx.config.paymentCallbackSecret, cb);
  let settled: Settled;
  try {
    settled = await settle(ctx, {
      paymentId: cb.payment_id,
      provider: cb.provider,
      providerTxnId: cb.provider_txn_id,
      status: cb.status,
      amountMinor: cb.amount_minor,
      currency: cb.currency,
      agreementId: cb.agreement_id,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'callback_mismatch') {
      await recordCallback(ctx.db, cb, 'refused');
    }
    throw err;
  }
  await recordCallback(ctx.db, cb, settled.applied ? 'applied' : 'replay');
  return settled;
}

const statusOf = (p: PaymentRow): PaymentStatus => (p.status === 'created' ? 'pending' : p.status);

/**
 * Applies a provider's outcome to its payment. The payment row is locked first, so concurrent
 * replays queue and all but the first find it settled; an outcome whose amount, currency,
 * provider or transaction differs from the payment's is refused and changes nothing.
 */
async function settle(ctx: AppContext, o: Outcome): Promise<Settled> {
  return ctx.db.transaction((tx) => settleIn(ctx.config, tx, o));
}

/** The payment, locked, when the outcome's provider, amount and currency are its own. */
async function lockMatchingPayment(tx: Tx, o: Outcome): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, o.paymentId))
    .for('update');
  if (!payment) throw notFound('Payment');
  if (
    payment.provider !== o.provider ||
    payment.amountMinor !== o.amountMinor ||
    payment.currency !== o.currency
  ) {
    throw new AppError('callback_mismatch', 'Amount, currency or provider do not match');
  }
  return payment;
}

/**
 * What a payment that is settled already answers to this outcome: a replay (or a decline we
 * agree with) is a no-op, a different outcome is refused. Null when the outcome is to be applied.
 */
function settledBefore(payment: PaymentRow, o: Outcome): Settled | null {
  // Failed with no provider transaction: we gave up waiting, the provider never declined it.
  // Its charge may still go through (a renewal charged after we abandoned it, a hosted page
  // approved late): the player has paid, so the pack is granted as if it had been pending.
  const abandoned = payment.status === 'failed' && payment.providerTxnId === null;
  // Its decline agrees with what we decided: nothing to apply, and no 409 that a provider
  // retrying undelivered callbacks would take as "try again" for ever.
  if (abandoned && o.status === 'failed') return { applied: false, status: 'failed' };
  if (payment.status === 'created' || (abandoned && o.status === 'succeeded')) return null;
  if (payment.providerTxnId === o.providerTxnId)
    return { applied: false, status: statusOf(payment) };
  throw new AppError('callback_mismatch', 'The payment was settled by another transaction');
}

async function refuseReusedTransaction(tx: Tx, o: Outcome, payment: PaymentRow): Promise<void> {
  const [reused] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, o.provider),
        eq(payments.providerTxnId, o.providerTxnId),
        ne(payments.id, payment.id),
      ),
    );
  if (reused) throw new AppError('callback_mismatch', 'Transaction belongs to another payment');
}

/** settle() inside the caller's transaction (reconciliation holds the payment's lock already). */
export async function settleIn(config: Config, tx: Tx, o: Outcome): Promise<Settled> {
  const payment = await lockMatchingPayment(tx, o);
  const before = settledBefore(payment, o);
  if (before) return before;
  await refuseReusedTransaction(tx, o, payment);
  const [pack] = await tx.select().from(packs).where(eq(packs.id, payment.packId));
  if (!pack) throw notFound('Pack');
  await tx
    .update(payments)
    .set({ status: o.status, providerTxnId: o.providerTxnId, settledAt: new Date() })
    .where(eq(payments.id, payment.id));
  if (o.status === 'succeeded') await grant(config, tx, payment, pack, o.agreementId);
  else await refuse(tx, payment, pack);
  return { applied: true, status: o.status };
}

/**
 * A payment its provider never took (unknown to it long after, or a renewal it cannot charge):
 * failed, and a renewal's pack lapses. The caller holds the payment's row lock.
 */
export async function abandonIn(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'created') return;
  await tx
    .update(payments)
    .set({ status: 'failed', settledAt: new Date() })
    .where(eq(payments.id, payment.id));
  const [pack] = await tx.select().from(packs).where(eq(packs.id, payment.packId));
  if (pack) await refuse(tx, payment, pack);
}

/** A confirmed payment: the pack holds (or runs longer), its coins and a history row. */
async function grant(
  config: Config,
  tx: Tx,
  payment: PaymentRow,
  pack: PackRow,
  agreementId?: string,
) {
  if (payment.purpose === 'renewal' && payment.subscriptionId !== null) {
    const [renewed] = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, payment.subscriptionId))
      .for('update');
    // A subscription ended at once (unsubscribing did so before it came to keep the paid period)
    // renews nothing: the charge is on record with its coins, for the player and for support, who
    // may refund it. A renewal charged as the player unsubscribes now (the subscription is still
    // active, no longer renewing) buys its period below, and no further one is queued. A pack that
    // lapsed (we abandoned its renewal, which the provider charged after all) is not the player's
    // choice: it starts anew below.
    if (renewed?.status === 'cancelled') {
      await recordPurchase(tx, payment, pack);
      return;
    }
  }
  const now = new Date();
  const validity = Math.max(1, pack.validityDays) * DAY_MS;
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, payment.userId),
        eq(subscriptions.packId, pack.id),
        eq(subscriptions.status, 'active'),
      ),
    )
    .for('update');
  let subscriptionId: number;
  if (current && current.expiresAt > now) {
    // A renewal (or a second purchase) adds a period after the one already paid for.
    const expiresAt = new Date(current.expiresAt.getTime() + validity);
    await tx.update(subscriptions).set({ expiresAt }).where(eq(subscriptions.id, current.id));
    subscriptionId = current.id;
    await enqueueRenewal(tx, config, { ...current, expiresAt });
  } else {
    if (current) {
      await tx
        .update(subscriptions)
        .set({ status: 'lapsed', endedAt: current.expiresAt })
        .where(eq(subscriptions.id, current.id));
    }
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        packId: pack.id,
        autoRenew: pack.autoRenew,
        startedAt: now,
        expiresAt: new Date(now.getTime() + validity),
        providerRef: payment.provider,
      })
      .returning();
    if (!created) throw new Error('subscription insert returned nothing');
    subscriptionId = created.id;
    await enqueueRenewal(tx, config, created);
  }
  await tx.update(payments).set({ subscriptionId }).where(eq(payments.id, payment.id));

  if (agreementId && payment.provider === 'nagorik') {
    // The wallet made the agreement with this first payment: it replaces any older one.
    await tx
      .update(paymentAgreements)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(
        and(eq(paymentAgreements.userId, payment.userId), eq(paymentAgreements.status, 'active')),
      );
    await tx
      .update(paymentAgreements)
      .set({ agreementId, status: 'active' })
      .where(
        and(
          eq(paymentAgreements.userId, payment.userId),
          eq(paymentAgreements.agreementId, pendingAgreementId(payment.id)),
        ),
      );
  }
  await recordPurchase(tx, payment, pack);
  if (payment.purpose === 'renewal') {
    await notifyPlayer(tx, {
      userId: payment.userId,
      kind: 'pack_renewed',
      params: {
        bundle_id: pack.id,
        payment_id: payment.id,
        title: pack.title,
        title_mm: pack.titleMm,
        coins: pack.coins,
        price_minor: payment.amountMinor,
        currency: payment.currency,
      },
    });
  }
}

/** What every confirmed payment brings: the pack's coins and gems and a purchase-history row, once. */
async function recordPurchase(tx: Tx, payment: PaymentRow, pack: PackRow) {
  if (pack.coins > 0) {
    await moveWallet(tx, {
      userId: payment.userId,
      currency: 'coin',
      delta: pack.coins,
      reason: 'pack_purchase',
      reference: `payment:${payment.id}`,
      idempotencyKey: `pack:${payment.id}`,
    });
  }
  if (pack.gems > 0) {
    await moveWallet(tx, {
      userId: payment.userId,
      currency: 'gem',
      delta: pack.gems,
      reason: 'pack_purchase',
      reference: `payment:${payment.id}`,
      idempotencyKey: `pack-gems:${payment.id}`,
    });
  }
  await tx
    .insert(purchases)
    .values({
      userId: payment.userId,
      packId: pack.id,
      paymentId: payment.id,
      title: pack.title,
      coins: pack.coins,
      gems: pack.gems,
      priceMinor: payment.amountMinor,
      currency: payment.currency,
    })
    .onConflictDoNothing();
}

/** A declined payment: a failed renewal lapses the pack at once and tells the player. */
async function refuse(tx: Tx, payment: PaymentRow, pack: PackRow) {
  if (payment.purpose !== 'renewal' || payment.subscriptionId === null) return;
  const lapsed = await tx
    .update(subscriptions)
    .set({ status: 'lapsed', endedAt: sql`now()` })
    .where(and(eq(subscriptions.id, payment.subscriptionId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  if (lapsed.length === 0) return;
  await notifyPlayer(tx, {
    userId: payment.userId,
    kind: 'pack_lapsed',
    params: {
      bundle_id: pack.id,
      payment_id: payment.id,
      title: pack.title,
      title_mm: pack.titleMm,
    },
  });
}

/** The agreement row a wallet payment creates before the provider names the agreement. */
export const pendingAgreementId = (paymentId: string) => `pending:${paymentId}`;
