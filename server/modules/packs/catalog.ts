import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Pack } from '@contract/packs';
import type { DbOrTx } from '../../db/client';
import { packs, subscriptions } from './tables';
import { fieldError, notFound } from '../../lib/errors';
import { type Language, localized } from '../../lib/language';
import type { ProviderPayment } from '../payments';

export type PackRow = typeof packs.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export const DAY_MS = 86_400_000;

/** Minor units to the major units the screens show (1000 → 10). */
export const major = (minor: number) => minor / 100;

const WALLET_PROVIDER = 'nagorik';

/** Mobile-wallet packs are charged on demand against the payer's agreement. */
export const isOnDemand = (pack: PackRow) => pack.provider === WALLET_PROVIDER;

/**
 * What a pack costs for a period starting at `at`: its pending price once that price's date has
 * come (a renewal is charged ahead of its period, so it asks for the period's start).
 */
export function priceAt(
  pack: Pick<
    PackRow,
    'priceMinor' | 'currency' | 'nextPriceMinor' | 'nextCurrency' | 'nextPriceFrom'
  >,
  at: Date,
): { priceMinor: number; currency: string } {
  if (pack.nextPriceMinor !== null && pack.nextPriceFrom !== null && at >= pack.nextPriceFrom) {
    return { priceMinor: pack.nextPriceMinor, currency: pack.nextCurrency ?? pack.currency };
  }
  return { priceMinor: pack.priceMinor, currency: pack.currency };
}

/** A price as a payment row stores it. */
export const pricePaid = (p: { priceMinor: number; currency: string }) => ({
  amountMinor: p.priceMinor,
  currency: p.currency,
});

function packView(pack: PackRow, active: SubscriptionRow | undefined, lang: Language): Pack {
  const { priceMinor, currency } = priceAt(pack, new Date());
  return {
    bundle_id: pack.id,
    slug: pack.slug,
    kind: pack.kind,
    title: localized(lang, pack.title, pack.titleMm),
    caption: localized(lang, pack.caption, pack.captionMm),
    title_bn: pack.titleBn,
    caption_bn: pack.captionBn,
    price: major(priceMinor),
    price_minor: priceMinor,
    currency,
    taxes_added: pack.taxesAdded,
    validity_days: pack.validityDays,
    auto_renew: active ? active.autoRenew : pack.autoRenew,
    renewable: pack.autoRenew,
    coins: pack.coins,
    gems: pack.gems,
    provider: pack.provider,
    is_on_demand: isOnDemand(pack),
    is_subscribed: Boolean(active),
    active_until: active ? active.expiresAt.toISOString() : null,
  };
}

/** Every pack on sale, with the player's active subscription to each. */
export async function listPacks(
  db: DbOrTx,
  userId: number,
  lang: Language,
  now = new Date(),
): Promise<Pack[]> {
  const [all, held] = await Promise.all([
    db
      .select()
      .from(packs)
      .where(eq(packs.active, true))
      .orderBy(asc(packs.sortOrder), asc(packs.id)),
    activeSubscriptions(db, userId, now),
  ]);
  return all.map((p) =>
    packView(
      p,
      held.find((s) => s.packId === p.id),
      lang,
    ),
  );
}

/**
 * Whether a subscription row is one the player holds now: theirs, active and not yet expired
 * (an active row past its end is a period that was not renewed). Limited to one pack when given.
 */
export function heldBy(userId: number, now: Date, packId?: number): SQL {
  return and(
    eq(subscriptions.userId, userId),
    packId === undefined ? undefined : eq(subscriptions.packId, packId),
    eq(subscriptions.status, 'active'),
    gt(subscriptions.expiresAt, now),
  )!;
}

/** Whether the player holds this pack now. */
export async function holdsPack(
  db: DbOrTx,
  userId: number,
  packId: number,
  now = new Date(),
): Promise<boolean> {
  const [held] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(heldBy(userId, now, packId))
    .limit(1);
  return Boolean(held);
}

/** The player's subscriptions that hold now (active and not yet expired). */
async function activeSubscriptions(db: DbOrTx, userId: number, now = new Date()) {
  return db.select().from(subscriptions).where(heldBy(userId, now));
}

export async function packById(db: DbOrTx, id: number): Promise<PackRow> {
  const [pack] = await db
    .select()
    .from(packs)
    .where(and(eq(packs.id, id), eq(packs.active, true)));
  if (!pack) throw notFound('Pack');
  return pack;
}

/**
 * The pack a wallet number given alone is for (create-agreement without `id`): the one wallet
 * pack on sale. With several on sale the player's choice cannot be told, so `id` is required.
 */
export async function walletPackOnSale(db: DbOrTx): Promise<PackRow> {
  const onSale = await db
    .select()
    .from(packs)
    .where(and(eq(packs.provider, WALLET_PROVIDER), eq(packs.active, true)))
    .limit(2);
  if (onSale.length > 1) {
    throw fieldError('id', 'is required: more than one pack is paid with the mobile wallet');
  }
  if (!onSale[0]) throw notFound('Pack');
  return onSale[0];
}

/** The list a pack is sold on: the store, or the Bengali bundle list. */
export const listPage = (pack: PackRow) =>
  pack.kind === 'bundle' ? '/tournament-bundle' : '/store';

/** Where the player lands after the provider: the list the pack was bought from, which polls. */
const returnUrl = (pack: PackRow, paymentId: string) => `${listPage(pack)}?payment_id=${paymentId}`;

/** `lang`: the player's UI language, in which a hosted page shows the price (a bundle's: Bengali). */
export const providerPayment = (
  pack: PackRow,
  payment: { id: string; amountMinor: number; currency: string; purpose: 'purchase' | 'renewal' },
  lang: Language = 'en',
): ProviderPayment => ({
  paymentId: payment.id,
  provider: pack.provider,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
  taxesAdded: pack.taxesAdded,
  language: pack.kind === 'bundle' ? 'bn' : lang,
  slug: pack.slug,
  bundleId: pack.id,
  purpose: payment.purpose,
  returnUrl: returnUrl(pack, payment.id),
});
