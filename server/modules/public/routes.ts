import { publicEndpoints as e } from '@contract/endpoints/public';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { listTopTopics } from '../topics';
import { publicTournamentRoutes } from '../tournaments';
import { appConfig } from './service';

/** Read-only views for the signed-out home (quiz-home); nothing personal, no token needed. */
export const publicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    await app.register(publicTournamentRoutes(ctx));
    register(app, ctx, e.publicTopTopics, async ({ req }) =>
      ok({ topics: await listTopTopics(ctx, null, languageOf(req)) }),
    );
    register(app, ctx, e.appConfig, async () => ok(await appConfig(ctx)));
  };
