import { authEndpoints as e } from '@contract/endpoints/auth';
import { ZCheckTokenQuery } from '@contract/auth';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { checkToken, checkTokenLimitKey, logout } from './service';

export const authRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(
      app,
      ctx,
      e.checkToken,
      async ({ query }) => ok(await checkToken(ctx, query.token), 'Signed in'),
      {
        // Per subscriber, not per address (see checkTokenLimitKey): carrier NAT.
        limitKey: (req) =>
          checkTokenLimitKey(ctx, ZCheckTokenQuery.safeParse(req.query).data?.token, req.ip),
      },
    );
  };

/** Routes of a signed-in session; registered behind the guard. */
export const sessionRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.logout, async ({ user }) => {
      await logout(ctx, user);
      return ok(null, 'Signed out');
    });
  };
