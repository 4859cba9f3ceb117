import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { listRunning } from './service';

export const tournamentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/tournament/daily', async () => ok({ tournaments: await listRunning(ctx, 'DAILY') }));
    app.get('/tournament/mega', async () => ok({ tournaments: await listRunning(ctx, 'MEGA') }));
  };
