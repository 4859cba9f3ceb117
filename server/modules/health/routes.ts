import type { AppContext } from '../../context';
import { failure, ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';

export const healthRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/healthz', async () => ok({ status: 'alive' }));

    app.get('/readyz', async (req, reply) => {
      if (ctx.draining) return reply.code(503).send(failure(503, 'shutting down', null));
      const checks: Record<string, 'ok' | 'down'> = {};
      try {
        await ctx.database.ping();
        checks.database = 'ok';
      } catch (err) {
        req.log.warn({ err }, 'database not ready');
        checks.database = 'down';
      }
      if (ctx.redis) {
        try {
          await ctx.redis.ping();
          checks.redis = 'ok';
        } catch (err) {
          req.log.warn({ err }, 'redis not ready');
          checks.redis = 'down';
        }
      }
      if (Object.values(checks).every((c) => c === 'ok')) return ok(checks, 'ready');
      return reply.code(503).send(failure(503, 'not ready', checks));
    });
  };
