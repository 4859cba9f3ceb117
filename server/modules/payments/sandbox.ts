import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { partsOf } from '@contract/endpoint';
import type { PaymentCallback, PaymentProvider } from '@contract/packs';
import { paymentCallback } from '@contract/routes/packs';
import type { AppContext } from '../../context';
import {
  paymentGatewayOf,
  type ProviderGateway,
  type ProviderPayment,
  type ProviderStatus,
} from './gateway';
import { signCallback } from './signing';

/** Where the provider's callback goes: the contract's route, read once. */
const CALLBACK = partsOf(paymentCallback);

interface SandboxPayment extends ProviderPayment {
  payerReference: string | null;
  agreementId: string | null;
  outcome: ProviderStatus['status'];
  providerTxnId: string | null;
}

export interface SandboxSwitches {
  /** Renewal charges are declined (the pack lapses and the player is told). */
  failRenewals: boolean;
  /** The next this-many callbacks are never sent (the status query still knows the outcome). */
  dropCallbacks: number;
}

/** What the sandbox did with a callback: sent and answered with this status, or dropped. */
export interface Delivery {
  callback: PaymentCallback;
  httpStatus: number | null;
}

/**
 * Plays every provider's side outside production: a hosted page with Approve and Decline, charges
 * without the player, callbacks signed like a provider's (HMAC-SHA256 with a timestamp), status
 * queries and cancellations. State lives in this process: enough for development and tests, and
 * never mounted in production.
 */
export class PaymentSandbox implements ProviderGateway {
  readonly switches: SandboxSwitches = { failRenewals: false, dropCallbacks: 0 };
  readonly cancelled: Array<{ provider: PaymentProvider; reference: string }> = [];
  readonly deliveries: Delivery[] = [];
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly inflight = new Set<Promise<void>>();
  private app: FastifyInstance | null = null;

  constructor(private readonly secret: string) {}

  /** Callbacks go to the app's own callback route, through its whole HTTP stack. */
  bind(app: FastifyInstance): void {
    this.app = app;
  }

  checkout(p: ProviderPayment, opts: { payerReference?: string }) {
    this.payments.set(p.paymentId, {
      ...p,
      payerReference: opts.payerReference ?? null,
      agreementId: null,
      outcome: 'pending',
      providerTxnId: null,
    });
    return Promise.resolve({ pageUrl: `/dev/sandbox/checkout/${p.paymentId}` });
  }

  async charge(p: ProviderPayment, opts: { agreementId?: string }): Promise<void> {
    // Keyed by payment: a retried charge is the same charge.
    if (this.payments.has(p.paymentId)) return;
    this.payments.set(p.paymentId, {
      ...p,
      payerReference: null,
      agreementId: opts.agreementId ?? null,
      outcome: 'pending',
      providerTxnId: null,
    });
    const declined = p.purpose === 'renewal' && this.switches.failRenewals;
    // Like a provider, answer later: the callback comes after the charge request has returned.
    const done = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => this.settle(p.paymentId, declined ? 'failed' : 'succeeded'))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => this.inflight.delete(done));
    this.inflight.add(done);
  }

  /** Resolves once every charge's callback has been sent (tests wait on it). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  status(paymentId: string): Promise<ProviderStatus | null> {
    const p = this.payments.get(paymentId);
    return Promise.resolve(
      p
        ? {
            status: p.outcome,
            providerTxnId: p.providerTxnId,
            amountMinor: p.amountMinor,
            currency: p.currency,
            agreementId: p.agreementId,
          }
        : null,
    );
  }

  cancel(provider: PaymentProvider, reference: string): Promise<void> {
    this.cancelled.push({ provider, reference });
    return Promise.resolve();
  }

  /** The hosted page's payment, while the player has not answered it. */
  pending(paymentId: string): SandboxPayment | null {
    const p = this.payments.get(paymentId);
    return p?.outcome === 'pending' ? p : null;
  }

  /** The hosted page's payment once the player has answered it (the page that follows). */
  answered(paymentId: string): SandboxPayment | null {
    const p = this.payments.get(paymentId);
    return p && p.outcome !== 'pending' ? p : null;
  }

  /** The player pressed Approve or Decline (or a charge was answered): decide and call back. */
  async settle(paymentId: string, outcome: 'succeeded' | 'failed'): Promise<Delivery | null> {
    const p = this.payments.get(paymentId);
    if (!p || p.outcome !== 'pending') return null;
    p.outcome = outcome;
    p.providerTxnId = `SBX-${p.provider}-${randomBytes(8).toString('hex')}`;
    if (outcome === 'succeeded' && p.provider === 'nagorik' && !p.agreementId && p.payerReference) {
      p.agreementId = `AGR-${randomBytes(6).toString('hex')}`;
    }
    return this.sendCallback(p);
  }

  /** The callback a provider would send for this payment now (tests replay and tamper with it). */
  callbackFor(paymentId: string, at = Date.now()): PaymentCallback | null {
    const p = this.payments.get(paymentId);
    if (!p || p.outcome === 'pending' || !p.providerTxnId) return null;
    const unsigned = {
      provider: p.provider,
      payment_id: p.paymentId,
      provider_txn_id: p.providerTxnId,
      status: p.outcome,
      amount_minor: p.amountMinor,
      currency: p.currency,
      ...(p.agreementId ? { agreement_id: p.agreementId } : {}),
      timestamp: Math.floor(at / 1000),
    };
    return { ...unsigned, signature: signCallback(this.secret, unsigned) };
  }

  private post(callback: PaymentCallback) {
    if (!this.app) throw new Error('payment sandbox is not bound to an app');
    return this.app.inject({ method: CALLBACK.method, url: CALLBACK.path, payload: callback });
  }

  private record(d: Delivery) {
    this.deliveries.push(d);
    if (this.deliveries.length > 100) this.deliveries.shift();
  }

  private async sendCallback(p: SandboxPayment): Promise<Delivery | null> {
    const callback = this.callbackFor(p.paymentId);
    if (!callback) return null;
    if (this.switches.dropCallbacks > 0) {
      this.switches.dropCallbacks -= 1;
      const dropped = { callback, httpStatus: null };
      this.record(dropped);
      return dropped;
    }
    if (!this.app) throw new Error('payment sandbox is not bound to an app');
    let res = await this.post(callback);
    // Like a provider, retry while the payment is not visible yet (its transaction still open).
    for (let i = 0; res.statusCode === 404 && i < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** i));
      res = await this.post(callback);
    }
    const delivery = { callback, httpStatus: res.statusCode };
    this.record(delivery);
    if (res.statusCode !== 200) {
      this.app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox callback refused');
    }
    return delivery;
  }
}

/** This app's sandbox (tests drive its switches and replay its callbacks). */
export function sandboxOf(ctx: AppContext): PaymentSandbox {
  const gw = paymentGatewayOf(ctx);
  if (!(gw instanceof PaymentSandbox)) throw new Error('no payment sandbox in this app');
  return gw;
}
