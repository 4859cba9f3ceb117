import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Routes } from '../../lib/plugin';
import { page } from '../dev';
import type { PaymentSandbox } from './sandbox';
import { escapeHtml } from '../../lib/html';

const ZCheckoutParams = z.object({ payment_id: z.uuid() });
const ZSwitches = z.object({
  fail_renewals: z.boolean().optional(),
  drop_callbacks: z.number().int().min(0).max(1000).optional(),
});

const PROVIDER_NAMES = {
  operator: 'Operator billing (charge to airtime)',
  paysenz: 'Paysenz online checkout',
  nagorik: 'Nagorik mobile wallet',
  ghoori: 'Ghoori bundle subscription',
} as const;

/**
 * The sandbox's hosted pages (development and tests only; app.ts never mounts them in
 * production). Approve or Decline makes the sandbox send the provider's signed callback, then
 * returns the player to the app.
 */
export const sandboxRoutes =
  (ctx: AppContext, sandbox: PaymentSandbox): Routes =>
  async (app) => {
    if (ctx.config.isProduction)
      throw new Error('the payment sandbox is never mounted in production');
    // The hosted page's buttons post plain HTML forms with nothing to read in them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    app.get(
      '/checkout/:payment_id',
      { schema: { params: ZCheckoutParams, hide: true } },
      async (req, reply) => {
        const p = sandbox.pending(req.params.payment_id);
        if (!p) {
          return reply
            .code(404)
            .type('text/html')
            .send(
              page(
                'Payment',
                '<h1>Payment sandbox</h1><p class="err">No payment waiting here.</p>',
              ),
            );
        }
        const amount = (p.amountMinor / 100).toFixed(2);
        const action = `/dev/sandbox/checkout/${p.paymentId}`;
        return reply.type('text/html').send(
          page(
            'Payment',
            `<h1>Payment sandbox</h1>
<div class="card">
<p><strong>${escapeHtml(PROVIDER_NAMES[p.provider])}</strong></p>
<p>Pack: ${escapeHtml(p.slug)}</p>
<p>Amount: <strong>${amount} ${escapeHtml(p.currency)}</strong></p>
${p.payerReference ? `<p>Wallet: ${escapeHtml(p.payerReference)}</p>` : ''}
<form method="post" action="${action}/approve"><button type="submit">Approve</button></form>
<form method="post" action="${action}/decline"><button type="submit" style="background:#b00020">Decline</button></form>
</div>
<p class="note">Development only: plays the provider's side and sends its signed callback.</p>`,
          ),
        );
      },
    );

    for (const [path, outcome] of [
      ['approve', 'succeeded'],
      ['decline', 'failed'],
    ] as const) {
      app.post(
        `/checkout/:payment_id/${path}`,
        { schema: { params: ZCheckoutParams, hide: true } },
        async (req, reply) => {
          const p = sandbox.pending(req.params.payment_id);
          if (!p)
            return reply
              .code(404)
              .type('text/html')
              .send(page('Payment', '<p>No payment waiting here.</p>'));
          await sandbox.settle(p.paymentId, outcome);
          return reply.redirect(p.returnUrl, 303);
        },
      );
    }

    app.post('/switches', { schema: { body: ZSwitches, hide: true } }, async (req) => {
      if (req.body.fail_renewals !== undefined)
        sandbox.switches.failRenewals = req.body.fail_renewals;
      if (req.body.drop_callbacks !== undefined)
        sandbox.switches.dropCallbacks = req.body.drop_callbacks;
      return sandbox.switches;
    });

    app.get(
      '/payments/:payment_id',
      { schema: { params: ZCheckoutParams, hide: true } },
      async (req) => (await sandbox.status(req.params.payment_id)) ?? { status: 'unknown' },
    );
  };
