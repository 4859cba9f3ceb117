import { packsEndpoints as e } from '@contract/endpoints/packs';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { listPacks } from './catalog';
import {
  cancelAgreement,
  paymentStatus,
  purchaseHistory,
  startAgreement,
  startPayment,
  unsubscribe,
} from './service';

export const packRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.tournamentPacks, async ({ req, user }) =>
      ok({
        packages: await listPacks(ctx.db, user.id, languageOf(req)),
        time_zone: ctx.config.timezone,
      }),
    );

    register(app, ctx, e.createPayment, async ({ req, user, body }) =>
      ok(await startPayment(ctx, user, body.id, languageOf(req)), 'Payment created'),
    );

    register(app, ctx, e.createAgreement, async ({ req, user, body }) =>
      ok(
        await startAgreement(ctx, user, body.id, body.payerReference, languageOf(req)),
        'Agreement started',
      ),
    );

    register(app, ctx, e.cancelAgreement, async ({ user, body }) => {
      await cancelAgreement(ctx, user, body.agreementID);
      return ok(null, 'Payment account removed');
    });

    register(app, ctx, e.unsubscribeTelenor, async ({ user, body }) => {
      const reply = await unsubscribe(ctx, user, { slug: body.slug });
      return ok(reply, reply.msg);
    });

    register(app, ctx, e.cancelGhooriSubscription, async ({ user, body }) => {
      const reply = await unsubscribe(ctx, user, { bundleId: body.bundle_id });
      return ok(reply, reply.msg);
    });

    register(app, ctx, e.purchaseHistory, async ({ req, user, body }) =>
      ok(await purchaseHistory(ctx, user, body.filter_type, languageOf(req))),
    );

    register(app, ctx, e.paymentStatus, async ({ req, user, params }) =>
      ok(await paymentStatus(ctx, user, params.payment_id, languageOf(req))),
    );
  };
