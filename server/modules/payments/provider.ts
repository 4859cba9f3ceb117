import type { PaymentProvider, PaymentStatus } from '@contract/packs';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';

/** A payment as a provider sees it: what to charge, for whom, and where the player comes back. */
export interface ProviderPayment {
  paymentId: string;
  provider: PaymentProvider;
  amountMinor: number;
  currency: string;
  /** Pack slug (operator billing and bundle subscriptions key their subscriptions on it). */
  slug: string;
  bundleId: number;
  purpose: 'purchase' | 'renewal';
  /** The app page the player returns to (and polls the payment on). */
  returnUrl: string;
}

/** What a provider says about a payment when asked (reconciliation, the return page). */
export interface ProviderStatus {
  status: PaymentStatus;
  providerTxnId: string | null;
  amountMinor: number;
  currency: string;
  agreementId: string | null;
}

/**
 * The providers' side of the wire. Outside production the built-in sandbox plays it for all four
 * providers; production has none until a real one is configured, and then takes no payments.
 */
export interface ProviderGateway {
  /** A hosted page where the player approves or declines (the checkout's `url`). */
  checkout(p: ProviderPayment, opts: { payerReference?: string }): Promise<{ pageUrl: string }>;
  /** Charges without the player (renewals, wallet agreements); the outcome arrives as a callback. */
  charge(p: ProviderPayment, opts: { agreementId?: string }): Promise<void>;
  status(paymentId: string): Promise<ProviderStatus | null>;
  /** Stops the provider's side of a subscription (by slug or bundle id) or an agreement. */
  cancel(provider: PaymentProvider, reference: string): Promise<void>;
}

/** Where the client goes next: errorCode "00" opens `url` in a new tab, else `redirectUrl`. */
export interface StartReply {
  errorCode: string;
  url: string;
  redirectUrl: string;
}

/** One payment route of game-rules.md behind the same four operations. */
export interface PaymentAdapter {
  provider: PaymentProvider;
  /** Starts a player's purchase. */
  start(
    p: ProviderPayment,
    opts: { payerReference?: string; agreementId?: string },
  ): Promise<StartReply>;
  /** Charges a renewal before expiry; false when this route cannot charge without the player. */
  renew(p: ProviderPayment, opts: { agreementId?: string }): Promise<boolean>;
  /** Ends the provider's subscription when the player unsubscribes. */
  cancelSubscription(slug: string, bundleId: number): Promise<void>;
  status(paymentId: string): Promise<ProviderStatus | null>;
}

/** Codes the client reads (product-spec section 7). */
const OPEN_PAGE = '00';
/** Charged against an existing agreement: no page to open, go back to the app and wait. */
const CHARGED = '01';

const hosted = async (gw: ProviderGateway, p: ProviderPayment, payerReference?: string) => {
  const { pageUrl } = await gw.checkout(p, payerReference ? { payerReference } : {});
  return { errorCode: OPEN_PAGE, url: pageUrl, redirectUrl: p.returnUrl };
};

/**
 * A hosted-page route: the player approves on the provider's page, renewals are charged without
 * the player, and unsubscribing ends the provider's subscription by pack slug or bundle id.
 * Operator billing (charged to airtime after a confirm page; by slug), online checkout
 * ("paysenz", a hosted card page; by slug) and bundle subscription ("ghoori"; by bundle id).
 */
const hostedPage = (
  gw: ProviderGateway,
  provider: 'operator' | 'paysenz' | 'ghoori',
  cancelBy: 'slug' | 'bundleId',
): PaymentAdapter => ({
  provider,
  start: (p) => hosted(gw, p),
  renew: async (p) => (await gw.charge(p, {}), true),
  cancelSubscription: (slug, bundleId) =>
    gw.cancel(provider, cancelBy === 'slug' ? slug : String(bundleId)),
  status: (id) => gw.status(id),
});

/**
 * Mobile-wallet agreement ("nagorik"): the first payment makes an agreement with the payer's
 * wallet number on the provider's page; later ones charge against it without a page.
 */
const walletAgreement = (gw: ProviderGateway): PaymentAdapter => ({
  provider: 'nagorik',
  start: async (p, opts) => {
    if (opts.agreementId) {
      await gw.charge(p, { agreementId: opts.agreementId });
      return { errorCode: CHARGED, url: '', redirectUrl: p.returnUrl };
    }
    if (!opts.payerReference) {
      throw new AppError('agreement_required', 'Add your wallet number to pay with the wallet');
    }
    return hosted(gw, p, opts.payerReference);
  },
  renew: async (p, opts) => {
    if (!opts.agreementId) return false;
    await gw.charge(p, { agreementId: opts.agreementId });
    return true;
  },
  cancelSubscription: async () => undefined,
  status: (id) => gw.status(id),
});

const gateways = new WeakMap<AppContext, ProviderGateway>();

/** Installs the providers' side for this app (the sandbox, outside production). */
export function setGateway(ctx: AppContext, gateway: ProviderGateway): void {
  gateways.set(ctx, gateway);
}

export function gatewayOf(ctx: AppContext): ProviderGateway | undefined {
  return gateways.get(ctx);
}

/** The adapter of a provider, or payment_unavailable when no provider side is configured. */
export function adapterFor(ctx: AppContext, provider: PaymentProvider): PaymentAdapter {
  const gw = gateways.get(ctx);
  if (!gw || !ctx.config.paymentCallbackSecret) {
    throw new AppError('payment_unavailable', 'Payments are not available right now');
  }
  switch (provider) {
    case 'operator':
    case 'paysenz':
      return hostedPage(gw, provider, 'slug');
    case 'ghoori':
      return hostedPage(gw, provider, 'bundleId');
    case 'nagorik':
      return walletAgreement(gw);
  }
}

/**
 * Tells the provider a subscription ended, when a provider side is configured (production has
 * none until a real one is): ours has ended already, so nothing here may fail the unsubscribe.
 */
export async function cancelSubscriptionAtProvider(
  ctx: AppContext,
  provider: PaymentProvider,
  slug: string,
  packId: number,
): Promise<void> {
  if (!gateways.get(ctx) || !ctx.config.paymentCallbackSecret) return;
  await adapterFor(ctx, provider)
    .cancelSubscription(slug, packId)
    .catch(() => undefined);
}

/** Cancels an agreement at the wallet provider (best effort: ours is already cancelled). */
export async function cancelAgreementAtProvider(ctx: AppContext, agreementId: string) {
  await gateways.get(ctx)?.cancel('nagorik', agreementId);
}
