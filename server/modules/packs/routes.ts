import {
  ZCancelAgreementRequest,
  ZCreateAgreementRequest,
  ZCreatePaymentRequest,
  ZGhooriCancelRequest,
  ZPaymentReply,
  ZPaymentStatusParams,
  ZPaymentStatusReply,
  ZPurchaseHistoryReply,
  ZPurchaseHistoryRequest,
  ZTournamentPacksReply,
  ZUnsubscribeReply,
  ZUnsubscribeRequest,
} from '@contract/packs';
import { ZEmptyReply } from '@contract/envelope';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { listPacks } from './catalog';
import {
  cancelAgreement,
  paymentStatus,
  purchaseHistory,
  startAgreement,
  startPayment,
  unsubscribe,
} from './service';

const tags = ['Packs and payments'];

export const packRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
    app.get(
      '/tournament-packs',
      {
        schema: {
          tags,
          summary: 'Packs and bundles on sale, each with is_subscribed for the player',
          response: replies(ZTournamentPacksReply),
        },
      },
      async (req) =>
        ok({
          packages: await listPacks(ctx.db, userOf(req).id, languageOf(req)),
          time_zone: ctx.config.timezone,
        }),
    );

    app.post(
      '/paysenz/create-payment',
      {
        config: writeLimit,
        schema: {
          tags,
          summary:
            'Start buying a pack with its provider: errorCode "00" opens url in a new tab, else redirectUrl',
          body: ZCreatePaymentRequest,
          response: replies(ZPaymentReply, 400, 404, 409, 422, 429),
        },
      },
      async (req) => ok(await startPayment(ctx, userOf(req), req.body.id), 'Payment created'),
    );

    app.post(
      '/nagorik/create-agreement',
      {
        config: writeLimit,
        schema: {
          tags,
          summary: "Pay a wallet pack and make an agreement with the payer's wallet number",
          description:
            'Later wallet payments (create-payment) are charged against the agreement without a ' +
            'page. `payerReference` alone, as product-spec §7 sends it, buys the one wallet pack ' +
            'on sale; `id` names the pack, and is required (422) while several are on sale.',
          body: ZCreateAgreementRequest,
          response: replies(ZPaymentReply, 400, 404, 409, 422, 429),
        },
      },
      async (req) =>
        ok(
          await startAgreement(ctx, userOf(req), req.body.id, req.body.payerReference),
          'Agreement started',
        ),
    );

    app.post(
      '/nagorik/cancel-agreement',
      {
        schema: {
          tags,
          summary: "Cancel the player's mobile-wallet agreement (remove payment account)",
          body: ZCancelAgreementRequest,
          response: replies(ZEmptyReply, 400, 404, 422),
        },
      },
      async (req) => {
        await cancelAgreement(ctx, userOf(req), req.body.agreementID);
        return ok(null, 'Payment account removed');
      },
    );

    app.post(
      '/unsubscribe-telnor',
      {
        schema: {
          tags,
          summary:
            'Unsubscribe from a pack by slug: stops its renewal, the paid period runs to its end (only when renewing)',
          body: ZUnsubscribeRequest,
          response: replies(ZUnsubscribeReply, 400, 404, 409, 422),
        },
      },
      async (req) => {
        const reply = await unsubscribe(ctx, userOf(req), { slug: req.body.slug });
        return ok(reply, reply.msg);
      },
    );

    app.post(
      '/ghoori-subscription-cancel',
      {
        schema: {
          tags,
          summary:
            'Cancel a bundle subscription by bundle id: stops its renewal, the paid period runs to its end',
          body: ZGhooriCancelRequest,
          response: replies(ZUnsubscribeReply, 400, 404, 409, 422),
        },
      },
      async (req) => {
        const reply = await unsubscribe(ctx, userOf(req), { bundleId: req.body.bundle_id });
        return ok(reply, reply.msg);
      },
    );

    app.post(
      '/bundles/purchase/history',
      {
        schema: {
          tags,
          summary: "The player's confirmed purchases of the last week or month",
          body: ZPurchaseHistoryRequest,
          response: replies(ZPurchaseHistoryReply, 400, 422),
        },
      },
      async (req) =>
        ok(await purchaseHistory(ctx, userOf(req), req.body.filter_type, languageOf(req))),
    );

    app.get(
      '/payments/:payment_id',
      {
        schema: {
          tags,
          summary: 'A payment as the return page polls it (pending until the provider confirms)',
          params: ZPaymentStatusParams,
          response: replies(ZPaymentStatusReply, 404, 422),
        },
      },
      async (req) =>
        ok(await paymentStatus(ctx, userOf(req), req.params.payment_id, languageOf(req))),
    );
  };
