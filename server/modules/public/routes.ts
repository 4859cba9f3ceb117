import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { listTopTopics } from '../topics/service';
import { listRunning } from '../tournaments/service';
import { appConfig } from './service';

/** Read-only views for the signed-out home (quiz-home); nothing personal, no token needed. */
export const publicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/tournament/daily', async (req) =>
      ok({ tournaments: await listRunning(ctx, 'DAILY', languageOf(req)) }),
    );
    app.get('/tournament/mega', async (req) =>
      ok({ tournaments: await listRunning(ctx, 'MEGA', languageOf(req)) }),
    );
    app.get('/top-topics', async (req) =>
      ok({ topics: await listTopTopics(ctx, null, languageOf(req)) }),
    );
    app.get('/app-config', async () => ok(await appConfig(ctx)));
  };
