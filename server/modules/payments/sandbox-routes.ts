import { z } from 'zod';
import { formatPrice, type PriceLanguage } from '@contract/money';
import type { AppContext } from '../../context';
import type { Routes } from '../../lib/plugin';
import { page } from '../../lib/html';
import type { PaymentSandbox } from './sandbox';
import { escapeHtml } from '../../lib/html';

const ZCheckoutParams = z.object({ payment_id: z.uuid() });
const ZSwitches = z.object({
  fail_renewals: z.boolean().optional(),
  drop_callbacks: z.number().int().min(0).max(1000).optional(),
});

/**
 * After Approve or Decline the player is done here: the app's own tab follows the payment. This
 * page says so in the player's language (its tab would otherwise become a second copy of the
 * store) and asks the browser to close it, which it allows for a tab the app opened.
 */
const DONE_TEXTS: Record<
  PriceLanguage,
  { lang: string; succeeded: string; failed: string; close: string; back: string }
> = {
  en: {
    lang: 'en',
    succeeded: 'Payment approved.',
    failed: 'Payment declined.',
    close: 'You can close this tab.',
    back: 'Back to the app',
  },
  mm: {
    lang: 'my',
    succeeded: 'ငွေပေးချေမှု အတည်ပြုပြီးပါပြီ။',
    failed: 'ငွေပေးချေမှုကို ငြင်းပယ်လိုက်ပါပြီ။',
    close: 'ဤတဘ်ကို ပိတ်နိုင်ပါပြီ။',
    back: 'အက်ပ်သို့ ပြန်သွားရန်',
  },
  bn: {
    lang: 'bn',
    succeeded: 'পেমেন্ট অনুমোদিত হয়েছে।',
    failed: 'পেমেন্ট বাতিল হয়েছে।',
    close: 'আপনি এই ট্যাবটি বন্ধ করতে পারেন।',
    back: 'অ্যাপে ফিরে যান',
  },
};

/** Served from here: the content security policy allows no inline script. */
const CLOSE_SCRIPT = 'window.close();\n';

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
        // The one price rule, in the player's language: the amount reads as in the app.
        const amount = formatPrice(p.amountMinor / 100, p.currency, p.language, {
          taxesAdded: p.taxesAdded,
        });
        const action = `/dev/sandbox/checkout/${p.paymentId}`;
        return reply.type('text/html').send(
          page(
            'Payment',
            `<h1>Payment sandbox</h1>
<div class="card">
<p><strong>${escapeHtml(PROVIDER_NAMES[p.provider])}</strong></p>
<p>Pack: ${escapeHtml(p.slug)}</p>
<p>Amount: <strong data-testid="checkout-amount">${escapeHtml(amount)}</strong></p>
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
          return reply.redirect(`/dev/sandbox/checkout/${p.paymentId}/done`, 303);
        },
      );
    }

    app.get(
      '/checkout/:payment_id/done',
      { schema: { params: ZCheckoutParams, hide: true } },
      async (req, reply) => {
        const p = sandbox.answered(req.params.payment_id);
        if (!p) {
          return reply
            .code(404)
            .type('text/html')
            .send(page('Payment', '<p>No payment answered here.</p>'));
        }
        const text = DONE_TEXTS[p.language];
        const outcome = p.outcome === 'succeeded' ? text.succeeded : text.failed;
        return reply.type('text/html').send(
          page(
            'Payment',
            `<div class="card" lang="${text.lang}" role="status">
<h1>${escapeHtml(outcome)}</h1>
<p data-testid="close-this-tab">${escapeHtml(text.close)}</p>
<p><a href="${escapeHtml(p.returnUrl)}">${escapeHtml(text.back)}</a></p>
</div>
<script src="/dev/sandbox/close.js"></script>`,
          ),
        );
      },
    );

    app.get('/close.js', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/javascript').send(CLOSE_SCRIPT),
    );

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
