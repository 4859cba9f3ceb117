import { ZAppConfigReply } from '@contract/app-config';
import { ZTopicsReply } from '@contract/topics';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
import { listTopTopics } from '../topics/service';
import { publicTournamentRoutes } from '../tournaments/routes';
import { appConfig } from './service';

const tags = ['Public'];

/** Read-only views for the signed-out home (quiz-home); nothing personal, no token needed. */
export const publicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    await app.register(publicTournamentRoutes(ctx));
    app.get(
      '/top-topics',
      {
        schema: {
          tags,
          summary: 'Top topics for a visitor (no follow state)',
          response: replies(ZTopicsReply),
        },
      },
      async (req) => ok({ topics: await listTopTopics(ctx, null, languageOf(req)) }),
    );
    app.get(
      '/app-config',
      {
        schema: {
          tags,
          summary: 'Microsite address, daily pack offer and prices of in-game actions',
          response: replies(ZAppConfigReply),
        },
      },
      async () => ok(await appConfig(ctx)),
    );
  };
