import { packsEndpoints as e } from '@contract/endpoints/packs';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { acceptCallback } from './settle';

/**
 * Providers' server-to-server callbacks, settled by packs (which call payments, never the
 * reverse), so the route lives here, at /api/payments/callback as before
 * (no bearer token: the HMAC signature is the proof).
 * Applied once per provider transaction; a replay answers applied: false and changes nothing.
 */
export const paymentCallbackRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.paymentCallback, async ({ body }) => {
      const settled = await acceptCallback(ctx, body);
      return ok(settled, settled.applied ? 'Payment settled' : 'Already settled');
    });
  };
