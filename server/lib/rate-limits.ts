import type { FastifyContextConfig } from 'fastify';
import type { AppContext } from '../context';
import { userOf } from '../modules/auth/guard';

/**
 * Route config limiting one signed-in player's writes (per route, per minute). Keyed by the
 * player, not the address: carrier NAT puts thousands of subscribers behind one IP. The guard is
 * an onRequest hook of the /api/v2.0 scope and route hooks run after scope hooks, so the player is
 * known when the limiter runs. With REDIS_URL the counters are shared between processes.
 */
export function playerWriteLimit(ctx: AppContext): FastifyContextConfig {
  return {
    rateLimit: {
      max: ctx.config.gameWriteRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (req) => `player:${userOf(req).id}`,
    },
  };
}
