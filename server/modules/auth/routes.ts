import { ZCheckTokenQuery } from '@contract/auth';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { userOf } from './guard';
import { checkToken, logout } from './service';

export const authRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get(
      '/check-token',
      {
        schema: { querystring: ZCheckTokenQuery },
        // Tokens are short-lived secrets: slow down anyone guessing or replaying them.
        config: { rateLimit: { max: ctx.config.checkTokenRateLimit, timeWindow: '1 minute' } },
      },
      async (req) => ok(await checkToken(ctx, req.query.token), 'Signed in'),
    );
  };

/** Routes of a signed-in session; registered behind the guard. */
export const sessionRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.post('/logout', async (req) => {
      await logout(ctx, userOf(req));
      return ok(null, 'Signed out');
    });
  };
