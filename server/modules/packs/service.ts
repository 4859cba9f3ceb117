import { and, desc, eq, gte } from 'drizzle-orm';
import type {
  PaymentReply,
  PaymentStatusReply,
  PurchaseFilter,
  PurchaseHistoryReply,
  UnsubscribeReply,
} from '@contract/packs';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { packs, paymentAgreements, payments, purchases, subscriptions } from './tables';
import { AppError, notFound } from '../../lib/errors';
import { type Language, localized } from '../../lib/language';
import { adapterFor, cancelAgreementAtProvider, cancelSubscriptionAtProvider } from '../payments';
import {
  DAY_MS,
  heldBy,
  holdsPack,
  isOnDemand,
  listPage,
  major,
  packById,
  priceAt,
  pricePaid,
  providerPayment,
  type PackRow,
  walletPackOnSale,
} from './catalog';
import { reconcilePayment } from './reconcile';
import { enqueueReconcile, enqueueRenewal } from './schedule';
import { pendingAgreementId } from './settle';

async function activeAgreement(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(paymentAgreements)
    .where(and(eq(paymentAgreements.userId, userId), eq(paymentAgreements.status, 'active')))
    .limit(1);
  return row;
}

const alreadySubscribed = () =>
  new AppError('already_subscribed', 'You are already subscribed to this pack');

async function refuseIfHeld(db: DbOrTx, userId: number, packId: number) {
  if (await holdsPack(db, userId, packId)) throw alreadySubscribed();
}

/** Nothing was charged: renewal is on again (game rules); the client goes back to the list. */
const RENEWAL_RESUMED = '02';

/**
 * Subscribing to a pack the player still holds. After an unsubscribe its renewal is turned back
 * on, with no payment and no provider called: the next charge falls at the end of the period
 * already paid for (a renewal job is queued again for it). Held and renewing, or a pack that
 * never renews, is refused as already subscribed. Null when the pack is not held: a purchase.
 * The subscription's row lock orders this against unsubscribe and the renewal's grant.
 */
async function resumeIfHeld(
  ctx: AppContext,
  userId: number,
  pack: PackRow,
): Promise<PaymentReply | null> {
  return ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(subscriptions)
      .where(heldBy(userId, new Date(), pack.id))
      .for('update');
    if (!held) return null;
    if (held.autoRenew || !pack.autoRenew) throw alreadySubscribed();
    await tx
      .update(subscriptions)
      .set({ autoRenew: true, unsubscribedAt: null })
      .where(eq(subscriptions.id, held.id));
    await enqueueRenewal(tx, ctx.config, { ...held, autoRenew: true }, true);
    return {
      errorCode: RENEWAL_RESUMED,
      url: '',
      redirectUrl: listPage(pack),
      payment_id: null,
      renewal_resumed: true,
    };
  });
}

/**
 * A pending payment, with its reconciliation queued in case the provider never calls back. With
 * `charging` (an agreement charged without a page) a double tap would charge twice: charges on one
 * agreement queue on its row, and a pack already being charged is refused. Whether the pack holds
 * is asked again there: the second tap passed startPayment's check before it waited, and the
 * first one's charge may have gone through (and the pack started) meanwhile.
 */
async function createPaymentRow(
  ctx: AppContext,
  userId: number,
  pack: PackRow,
  opts: { payerReference?: string; charging?: string } = {},
) {
  const { payerReference, charging } = opts;
  return ctx.db.transaction(async (tx) => {
    if (charging) {
      await tx
        .select({ id: paymentAgreements.id })
        .from(paymentAgreements)
        .where(eq(paymentAgreements.agreementId, charging))
        .for('update');
      await refuseIfHeld(tx, userId, pack.id);
      const [pending] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.packId, pack.id),
            eq(payments.purpose, 'purchase'),
            eq(payments.status, 'created'),
          ),
        )
        .limit(1);
      if (pending) {
        throw new AppError('payment_in_progress', 'A payment for this pack is already on its way');
      }
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        packId: pack.id,
        provider: pack.provider,
        purpose: 'purchase',
        ...pricePaid(priceAt(pack, new Date())),
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    await enqueueReconcile(tx, ctx.config, payment);
    if (payerReference) {
      await tx.insert(paymentAgreements).values({
        userId,
        provider: pack.provider,
        agreementId: pendingAgreementId(payment.id),
        payerReference,
        status: 'pending',
      });
    }
    return payment;
  });
}

/**
 * Starts buying a pack with its provider: a pending payment, and where to send the player. The
 * pack turns on only when the provider confirms (settle.ts). A wallet pack charges the player's
 * agreement; without one the client asks for the wallet number (create-agreement).
 */
export async function startPayment(
  ctx: AppContext,
  auth: AuthUser,
  packId: number,
  lang: Language = 'en',
): Promise<PaymentReply> {
  const pack = await packById(ctx.db, packId);
  const resumed = await resumeIfHeld(ctx, auth.id, pack);
  if (resumed) return resumed;
  const adapter = adapterFor(ctx, pack.provider);
  let agreementId: string | undefined;
  if (isOnDemand(pack)) {
    agreementId = (await activeAgreement(ctx, auth.id))?.agreementId;
    if (!agreementId) {
      throw new AppError('agreement_required', 'Add your wallet number to pay with the wallet');
    }
  }
  const payment = await createPaymentRow(
    ctx,
    auth.id,
    pack,
    agreementId ? { charging: agreementId } : {},
  );
  const next = await adapter.start(
    providerPayment(pack, payment, lang),
    agreementId ? { agreementId } : {},
  );
  return { ...next, payment_id: payment.id, renewal_resumed: false };
}

/**
 * A wallet pack's first payment, which also makes the agreement with the payer's number. Without
 * a pack id (product-spec §7 sends the number alone), the wallet pack on sale.
 */
export async function startAgreement(
  ctx: AppContext,
  auth: AuthUser,
  packId: number | undefined,
  payerReference: string,
  lang: Language = 'en',
): Promise<PaymentReply> {
  const pack =
    packId === undefined ? await walletPackOnSale(ctx.db) : await packById(ctx.db, packId);
  if (!isOnDemand(pack)) {
    throw new AppError('payment_method_mismatch', 'This pack is not paid with the mobile wallet');
  }
  const resumed = await resumeIfHeld(ctx, auth.id, pack);
  if (resumed) return resumed;
  const adapter = adapterFor(ctx, pack.provider);
  const payment = await createPaymentRow(ctx, auth.id, pack, { payerReference });
  const next = await adapter.start(providerPayment(pack, payment, lang), { payerReference });
  return { ...next, payment_id: payment.id, renewal_resumed: false };
}

/** Cancels the player's active wallet agreement; later wallet payments need a new one. */
export async function cancelAgreement(ctx: AppContext, auth: AuthUser, agreementId: string) {
  const cancelled = await ctx.db
    .update(paymentAgreements)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(
      and(
        eq(paymentAgreements.userId, auth.id),
        eq(paymentAgreements.agreementId, agreementId),
        eq(paymentAgreements.status, 'active'),
      ),
    )
    .returning({ id: paymentAgreements.id });
  if (cancelled.length === 0) throw notFound('Agreement');
  await cancelAgreementAtProvider(ctx, agreementId);
}

/**
 * Unsubscribes from a pack: only while it is held and renewing. It stops the renewal; the period
 * already paid for runs to its end, and the player keeps what the pack covers until then (game
 * rules). The provider's side is told after ours has stopped.
 */
export async function unsubscribe(
  ctx: AppContext,
  auth: AuthUser,
  which: { slug: string } | { bundleId: number },
): Promise<UnsubscribeReply> {
  const [pack] = await ctx.db
    .select()
    .from(packs)
    .where('slug' in which ? eq(packs.slug, which.slug) : eq(packs.id, which.bundleId));
  if (!pack) throw notFound('Pack');
  const now = new Date();
  const stopped = await ctx.db
    .update(subscriptions)
    .set({ autoRenew: false, unsubscribedAt: now })
    .where(and(heldBy(auth.id, now, pack.id), eq(subscriptions.autoRenew, true)))
    .returning({ id: subscriptions.id });
  if (stopped.length === 0) {
    if (await holdsPack(ctx.db, auth.id, pack.id, now)) {
      throw new AppError(
        'pack_not_renewing',
        'This pack is not renewing: it stays active until the end of its paid period',
      );
    }
    throw new AppError('pack_not_subscribed', 'Unsubscription is not successful');
  }
  await cancelSubscriptionAtProvider(ctx, pack.provider, pack.slug, pack.id);
  return { success: true, msg: 'Unsubscription Successful' };
}

/**
 * The player's purchases of the last week or month. A row keeps the English title it was bought
 * under; a Myanmar reader sees the pack's Myanmar title.
 */
export async function purchaseHistory(
  ctx: AppContext,
  auth: AuthUser,
  filter: PurchaseFilter,
  lang: Language,
): Promise<PurchaseHistoryReply> {
  const since = new Date(Date.now() - (filter === 'monthly' ? 30 : 7) * DAY_MS);
  const rows = await ctx.db
    .select({ purchase: purchases, titleMm: packs.titleMm, taxesAdded: packs.taxesAdded })
    .from(purchases)
    .innerJoin(packs, eq(packs.id, purchases.packId))
    .where(and(eq(purchases.userId, auth.id), gte(purchases.purchasedAt, since)))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
    .limit(200);
  return {
    history: rows.map(({ purchase: r, titleMm, taxesAdded }) => ({
      id: r.id,
      title: localized(lang, r.title, titleMm),
      coins: r.coins,
      gems: r.gems,
      price: major(r.priceMinor),
      currency: r.currency,
      taxes_added: taxesAdded,
      purchased_at: r.purchasedAt.toISOString(),
    })),
  };
}

/** Asked at the provider when the return page still waits this long (a dropped callback). */
const ASK_PROVIDER_AFTER_MS = 15_000;

/** The return page's poll: the payment's state, asking the provider when it is slow to call back. */
export async function paymentStatus(
  ctx: AppContext,
  auth: AuthUser,
  paymentId: string,
  lang: Language,
): Promise<PaymentStatusReply> {
  const read = async () => {
    const [row] = await ctx.db
      .select({ payment: payments, pack: packs })
      .from(payments)
      .innerJoin(packs, eq(packs.id, payments.packId))
      .where(and(eq(payments.id, paymentId), eq(payments.userId, auth.id)));
    if (!row) throw notFound('Payment');
    return row;
  };
  let row = await read();
  if (
    row.payment.status === 'created' &&
    Date.now() - row.payment.createdAt.getTime() > ASK_PROVIDER_AFTER_MS
  ) {
    await reconcilePayment(ctx, row.payment).catch(() => undefined);
    row = await read();
  }
  return {
    payment_id: row.payment.id,
    status: row.payment.status === 'created' ? 'pending' : row.payment.status,
    bundle_id: row.pack.id,
    title: localized(lang, row.pack.title, row.pack.titleMm),
    is_subscribed: await holdsPack(ctx.db, auth.id, row.pack.id),
  };
}
