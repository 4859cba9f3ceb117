import type { AppContext } from '../../context';
import { processLocal } from '../../lib/process-local';
import type { PriceLanguage } from '@contract/money';
import type { PaymentProvider, PaymentStatus } from '@contract/packs';

/** A payment as a provider sees it: what to charge, for whom, and where the player comes back. */
export interface ProviderPayment {
  paymentId: string;
  provider: PaymentProvider;
  amountMinor: number;
  currency: string;
  /** The operator's taxes come on top of the amount (the hosted page says "+ taxes"). */
  taxesAdded: boolean;
  /** The language the player reads the app in (a Bengali bundle's: 'bn'), for a hosted page. */
  language: PriceLanguage;
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

/** The gateway this process talks to: the sandbox outside production (app.ts), else none. */
const gatewaySlot = processLocal('payments: gateway', () => ({
  current: null as ProviderGateway | null,
}));
export const paymentGatewayOf = (ctx: Pick<AppContext, 'local'>): ProviderGateway | null =>
  gatewaySlot(ctx).current;
/** Registered at start (app.ts). */
export function setPaymentGateway(ctx: Pick<AppContext, 'local'>, gateway: ProviderGateway): void {
  gatewaySlot(ctx).current = gateway;
}
