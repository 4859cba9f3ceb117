import type { PaymentProvider } from '@contract/packs';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  paymentGatewayOf,
  type ProviderGateway,
  type ProviderPayment,
  type ProviderStatus,
} from './gateway';

/** Where the client goes next: errorCode "00" opens `url` in a new tab, else `redirectUrl`. */
interface StartReply {
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

/** The adapter of a provider, or payment_unavailable when no provider side is configured. */
export function adapterFor(ctx: AppContext, provider: PaymentProvider): PaymentAdapter {
  const gw = paymentGatewayOf(ctx);
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
  if (!paymentGatewayOf(ctx) || !ctx.config.paymentCallbackSecret) return;
  await adapterFor(ctx, provider)
    .cancelSubscription(slug, packId)
    .catch(() => undefined);
}

/** Cancels an agreement at the wallet provider (best effort: ours is already cancelled). */
export async function cancelAgreementAtProvider(ctx: AppContext, agreementId: string) {
  await paymentGatewayOf(ctx)?.cancel('nagorik', agreementId);
}
