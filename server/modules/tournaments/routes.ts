import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { listRunning } from './service';

export const tournamentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/tournament/daily', async (req) =>
      ok({ tournaments: await listRunning(ctx, 'DAILY', languageOf(req)) }),
    );
    app.get('/tournament/mega', async (req) =>
      ok({ tournaments: await listRunning(ctx, 'MEGA', languageOf(req)) }),
    );
  };
