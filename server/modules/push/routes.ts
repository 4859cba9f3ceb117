import { retentionEndpoints as e } from '@contract/endpoints/retention';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { pushPublicKey, subscribe, unsubscribe } from './service';

export const pushRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.pushKey, async () => ok(pushPublicKey(ctx)));
    register(app, ctx, e.pushSubscribe, async ({ req, user, body }) =>
      ok(await subscribe(ctx, user, body, languageOf(req)), 'Push notifications on'),
    );
    register(app, ctx, e.pushUnsubscribe, async ({ user, body }) =>
      ok(await unsubscribe(ctx, user, body), 'Push notifications off'),
    );
  };
