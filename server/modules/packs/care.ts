import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentCallback } from '@contract/packs';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { packs, paymentCallbacks, subscriptions } from './tables';
import { AppError, notFound } from '../../lib/errors';
import { cancelSubscriptionAtProvider } from '../payments';
import { heldBy } from './catalog';

export interface StoppedRenewal {
  subscriptionId: number;
  pack: { id: number; slug: string; provider: typeof packs.$inferSelect.provider };
  expiresAt: Date;
}

/**
 * Customer care unsubscribes a player from one subscription, by the player's own rule: only
 * while it is held and renewing; the renewal stops and the paid period runs to its end. Inside
 * the caller's transaction (its audit row commits with it); tell the provider once it commits.
 */
export async function stopRenewalForPlayer(
  tx: DbOrTx,
  userId: number,
  subscriptionId: number,
  now = new Date(),
): Promise<StoppedRenewal> {
  const [row] = await tx
    .select({ sub: subscriptions, pack: packs })
    .from(subscriptions)
    .innerJoin(packs, eq(packs.id, subscriptions.packId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
    .for('update', { of: subscriptions });
  if (!row) throw notFound('Subscription');
  const stopped = await tx
    .update(subscriptions)
    .set({ autoRenew: false })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        heldBy(userId, now),
        eq(subscriptions.autoRenew, true),
      ),
    )
    .returning({ id: subscriptions.id });
  if (stopped.length === 0) {
    const held = row.sub.status === 'active' && row.sub.expiresAt > now;
    if (held) {
      throw new AppError(
        'pack_not_renewing',
        'This pack is not renewing: it stays active until the end of its paid period',
      );
    }
    throw new AppError('pack_not_subscribed', 'The player does not hold this pack now');
  }
  return {
    subscriptionId,
    pack: { id: row.pack.id, slug: row.pack.slug, provider: row.pack.provider },
    expiresAt: row.sub.expiresAt,
  };
}

/**
 * A blocked player's packs stop renewing (game-rules "Operator console": nobody is charged for
 * what they cannot use): every active renewing subscription turns auto-renewal off, the paid
 * period still running to its end. Inside the caller's transaction, with its audit row; tell the
 * providers once it commits. Unblocking does not turn them back on: the player may subscribe again.
 * Not an unsubscription by the player, so unsubscribed_at stays empty.
 */
export async function stopRenewalsOfBlocked(tx: DbOrTx, userId: number): Promise<StoppedRenewal[]> {
  const stopped = await tx
    .update(subscriptions)
    .set({ autoRenew: false })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
      ),
    )
    .returning({
      id: subscriptions.id,
      packId: subscriptions.packId,
      expiresAt: subscriptions.expiresAt,
    });
  if (stopped.length === 0) return [];
  const ofPacks = await tx
    .select({ id: packs.id, slug: packs.slug, provider: packs.provider })
    .from(packs)
    .where(inArray(packs.id, [...new Set(stopped.map((s) => s.packId))]));
  return stopped.flatMap((s) => {
    const pack = ofPacks.find((p) => p.id === s.packId);
    return pack ? [{ subscriptionId: s.id, pack, expiresAt: s.expiresAt }] : [];
  });
}

/** After the commit: the provider stops charging too (best effort, as for the player's own). */
export async function tellProviderStopped(ctx: AppContext, stopped: StoppedRenewal): Promise<void> {
  await cancelSubscriptionAtProvider(
    ctx,
    stopped.pack.provider,
    stopped.pack.slug,
    stopped.pack.id,
  );
}

/** Keeps a verified callback and what it did, for the payment's history in the console. */
export async function recordCallback(
  db: DbOrTx,
  cb: PaymentCallback,
  outcome: 'applied' | 'replay' | 'refused',
): Promise<void> {
  await db.insert(paymentCallbacks).values({
    paymentId: cb.payment_id,
    providerTxnId: cb.provider_txn_id,
    status: cb.status,
    amountMinor: cb.amount_minor,
    currency: cb.currency,
    outcome,
  });
}
