import { battlesEndpoints as e } from '@contract/endpoints/battles';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { battleSnapshot, listBattles } from './history';

export const battleRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.battles, async ({ user, query }) =>
      ok(await listBattles(ctx, user.id, query.page)),
    );
    register(app, ctx, e.battle, async ({ user, params }) =>
      ok(await battleSnapshot(ctx, user.id, params.id)),
    );
  };
