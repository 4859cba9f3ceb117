import type { z } from 'zod';
import { ZEnvelope } from '@contract/envelope';
import { ZLivenessReply, ZNotReadyReply, ZReadinessReply } from '@contract/health';
import type { AppContext } from '../../context';
import { failure, ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { described, replies } from '../../lib/replies';

const tags = ['Health'];

export const healthRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags, summary: 'Liveness', response: replies(ZLivenessReply) } },
      async () => ok({ status: 'alive' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags,
          summary: 'Readiness: the database (and Redis) answer and the process is not draining',
          response: {
            ...replies(ZReadinessReply),
            503: described(
              'Not ready: a dependency is down (data names it) or the process is shutting down',
              ZEnvelope(ZNotReadyReply),
            ),
          },
        },
      },
      async (req, reply) => {
        const code = 'service_unavailable' as const;
        if (ctx.draining) return reply.code(503).send(failure(503, 'shutting down', { code }));
        const checks: z.infer<typeof ZReadinessReply> = {};
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
        return reply.code(503).send(failure(503, 'not ready', { code, ...checks }));
      },
    );
  };
