import { ZCheckTokenQuery, ZCheckTokenReply } from '@contract/auth';
import { ZEmptyReply } from '@contract/envelope';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
import { userOf } from './guard';
import { checkToken, checkTokenLimitKey, logout } from './service';

const tags = ['Auth'];

export const authRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get(
      '/check-token',
      {
        schema: {
          tags,
          summary: "Trade the operator's one-time access token for a session",
          querystring: ZCheckTokenQuery,
          response: replies(ZCheckTokenReply, 401, 422, 429),
        },
        // Per subscriber, not per address (see checkTokenLimitKey): carrier NAT.
        config: {
          rateLimit: {
            max: ctx.config.checkTokenRateLimit,
            timeWindow: '1 minute',
            keyGenerator: (req) =>
              checkTokenLimitKey(ctx, ZCheckTokenQuery.safeParse(req.query).data?.token, req.ip),
          },
        },
      },
      async (req) => ok(await checkToken(ctx, req.query.token), 'Signed in'),
    );
  };

/** Routes of a signed-in session; registered behind the guard. */
export const sessionRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.post(
      '/logout',
      { schema: { tags, summary: 'End this session', response: replies(ZEmptyReply, 400) } },
      async (req) => {
        await logout(ctx, userOf(req));
        return ok(null, 'Signed out');
      },
    );
  };
