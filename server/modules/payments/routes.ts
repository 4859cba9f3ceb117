import { ZPaymentCallback, ZPaymentCallbackReply } from '@contract/packs';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
import { acceptCallback } from '../packs/settle';

/**
 * Providers' server-to-server callbacks (no bearer token: the HMAC signature is the proof).
 * Applied once per provider transaction; a replay answers applied: false and changes nothing.
 */
export const paymentCallbackRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.post(
      '/callback',
      {
        schema: {
          tags: ['Packs and payments'],
          summary: 'Signed payment callback from a provider (the sandbox outside production)',
          body: ZPaymentCallback,
          response: replies(ZPaymentCallbackReply, 400, 401, 404, 409, 422),
        },
      },
      async (req) => {
        const settled = await acceptCallback(ctx, req.body);
        return ok(settled, settled.applied ? 'Payment settled' : 'Already settled');
      },
    );
  };
