import { z } from 'zod';
import { ZId } from './envelope';

/** The four payment routes of game-rules.md, each an adapter behind one provider interface. */
const ZPaymentProvider = z.enum(['operator', 'paysenz', 'nagorik', 'ghoori']);
export type PaymentProvider = z.infer<typeof ZPaymentProvider>;

/** A tournament pack (store) or bundle (the Bengali bundle list), as the player sees it. */
const ZPack = z.object({
  bundle_id: z.number().int(),
  slug: z.string(),
  /** "pack": the store's tournament packs; "bundle": the Bengali bundle list, priced in taka. */
  kind: z.enum(['pack', 'bundle']),
  /** In the player's language (Accept-Language), English where a translation is missing. */
  title: z.string(),
  caption: z.string(),
  /** Bengali title and caption of a bundle (null when the pack has none). */
  title_bn: z.string().nullable(),
  caption_bn: z.string().nullable(),
  /** In major units (10 = 10 LKR); `price_minor` is exact. */
  price: z.number(),
  price_minor: z.number().int(),
  currency: z.string(),
  /** The operator's taxes are added to the price at the charge: it reads "10 LKR + taxes". */
  taxes_added: z.boolean(),
  validity_days: z.number().int(),
  /**
   * Whether it renews: for a held pack, whether this subscription will be charged again at
   * `active_until` (false once unsubscribed); otherwise whether a purchase would auto-renew.
   */
  auto_renew: z.boolean(),
  /** The pack can auto-renew at all (a held pack that does not renew can be subscribed again). */
  renewable: z.boolean(),
  coins: z.number().int(),
  /** Gems each purchase and renewal adds to the wallet (one way to earn them, with the daily reward). */
  gems: z.number().int(),
  provider: ZPaymentProvider,
  /** Paid through the mobile wallet against an agreement charged on demand. */
  is_on_demand: z.boolean(),
  /** The player holds the pack now (its tournaments are playable), renewing or not. */
  is_subscribed: z.boolean(),
  /** End of the paid period the player holds (ISO instant), null when not subscribed. */
  active_until: z.string().nullable(),
});
export type Pack = z.infer<typeof ZPack>;

export const ZTournamentPacksReply = z.object({
  packages: z.array(ZPack),
  /** The operator's time zone (IANA), in which screens show `active_until`. */
  time_zone: z.string(),
});
export type TournamentPacksReply = z.infer<typeof ZTournamentPacksReply>;

/**
 * Where the client sends the player next (product-spec section 7): errorCode "00" opens `url` in a
 * new tab (the provider's page), anything else opens `redirectUrl` (the app's return page).
 */
export const ZPaymentReply = z.object({
  errorCode: z.string(),
  url: z.string(),
  redirectUrl: z.string(),
  /** The payment the return page polls; null when nothing was charged (`renewal_resumed`). */
  payment_id: z.uuid().nullable(),
  /**
   * Subscribing again to a pack still held after unsubscribing: renewal is on again, with no
   * payment and no provider page; the next charge falls at the end of the paid period.
   */
  renewal_resumed: z.boolean(),
});
export type PaymentReply = z.infer<typeof ZPaymentReply>;

export const ZCreatePaymentRequest = z.object({
  id: ZId,
  type: z.enum(['bundle'], { error: 'must be bundle' }),
});

/** The payer's mobile-wallet number: 11 digits ("018xxxxxxxx"). */
const ZPayerReference = z
  .string({ error: 'must be an 11-digit wallet number' })
  .regex(/^\d{11}$/, 'must be an 11-digit wallet number');

/**
 * product-spec §7 sends create-agreement with `payerReference` alone, from the payment page of a
 * wallet pack: without `id` it buys the one wallet pack on sale, the pack that page asks a wallet
 * number for. While several wallet packs are on sale, `id` is required (422 naming it).
 */
export const ZCreateAgreementRequest = z.object({
  /** The wallet pack to buy once the agreement is made; optional while only one is on sale. */
  id: ZId.optional(),
  payerReference: ZPayerReference,
});

export const ZCancelAgreementRequest = z.object({
  agreementID: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100),
});

export const ZUnsubscribeRequest = z.object({
  slug: z.string({ error: 'is required' }).trim().min(1, 'is required').max(80),
});
export const ZGhooriCancelRequest = z.object({ bundle_id: ZId });

/** Unsubscribe replies (the client shows `msg` under Success, or a refusal's message under Error). */
export const ZUnsubscribeReply = z.object({ success: z.boolean(), msg: z.string() });
export type UnsubscribeReply = z.infer<typeof ZUnsubscribeReply>;

export const ZPurchaseHistoryRequest = z.object({
  filter_type: z
    .enum(['weekly', 'monthly'], { error: 'must be weekly or monthly' })
    .default('weekly'),
});
export type PurchaseFilter = z.infer<typeof ZPurchaseHistoryRequest>['filter_type'];

const ZPurchase = z.object({
  id: z.number().int(),
  title: z.string(),
  coins: z.number().int(),
  gems: z.number().int(),
  /** In major units, with its currency. */
  price: z.number(),
  currency: z.string(),
  /** The pack's price is before taxes (as the store shows it). */
  taxes_added: z.boolean(),
  purchased_at: z.string(),
});
export const ZPurchaseHistoryReply = z.object({ history: z.array(ZPurchase) });
export type PurchaseHistoryReply = z.infer<typeof ZPurchaseHistoryReply>;

const ZPaymentStatus = z.enum(['pending', 'succeeded', 'failed']);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPaymentStatusParams = z.object({ payment_id: z.uuid({ error: 'must be a UUID' }) });
export const ZPaymentStatusReply = z.object({
  payment_id: z.string(),
  status: ZPaymentStatus,
  bundle_id: z.number().int(),
  /** The pack's title in the player's language. */
  title: z.string(),
  /** The pack is active for the player now. */
  is_subscribed: z.boolean(),
});
export type PaymentStatusReply = z.infer<typeof ZPaymentStatusReply>;

/**
 * A provider's callback (the sandbox plays every provider outside production). `signature` is the
 * lowercase hex HMAC-SHA256, under the provider's callback secret, of `callbackSigningText(...)`.
 */
export const ZPaymentCallback = z.object({
  provider: ZPaymentProvider,
  payment_id: z.uuid({ error: 'must be a UUID' }),
  provider_txn_id: z.string().min(1, 'is required').max(100),
  status: z.enum(['succeeded', 'failed']),
  amount_minor: z.number().int().min(0),
  currency: z.string().length(3, 'must be a 3-letter code'),
  /** Set by the mobile wallet when the payment also made an agreement. */
  agreement_id: z.string().min(1).max(100).optional(),
  /** Unix seconds when the provider signed it; older than 5 minutes is refused. */
  timestamp: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
});
export type PaymentCallback = z.infer<typeof ZPaymentCallback>;

/** What a callback's signature covers, in this order. */
export const callbackSigningText = (c: Omit<PaymentCallback, 'signature'>): string =>
  [
    c.timestamp,
    c.provider,
    c.payment_id,
    c.provider_txn_id,
    c.status,
    c.amount_minor,
    c.currency,
    c.agreement_id ?? '',
  ].join('.');

export const ZPaymentCallbackReply = z.object({
  /** False when this provider transaction had already been applied (a replay changes nothing). */
  applied: z.boolean(),
  status: ZPaymentStatus,
});
