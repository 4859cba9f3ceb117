import { ZTournamentListReply } from '@contract/tournaments';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
import { listRunning } from './service';

const tags = ['Tournaments'];

export const tournamentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get(
      '/tournament/daily',
      {
        schema: {
          tags,
          summary: 'Running daily tournaments',
          response: replies(ZTournamentListReply),
        },
      },
      async (req) => ok({ tournaments: await listRunning(ctx, 'DAILY', languageOf(req)) }),
    );
    app.get(
      '/tournament/mega',
      {
        schema: {
          tags,
          summary: 'Running mega tournaments',
          response: replies(ZTournamentListReply),
        },
      },
      async (req) => ok({ tournaments: await listRunning(ctx, 'MEGA', languageOf(req)) }),
    );
  };
