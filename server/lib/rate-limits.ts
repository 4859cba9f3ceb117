import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { userOf } from './signed-in';

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

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Gives every write of this signed-in scope (every method but GET, so searches and rankings,
 * which are POSTs, too) a per-player, per-route limit, unless the route declares its own: a new
 * route cannot forget one. Call before the scope's routes are added. The plugin reads a route's
 * config when the route is added, in its own onRoute hook, which runs before this scope's; so
 * this hook adds the plugin's limiter to the route itself. It counts in the plugin's store
 * (Redis with REDIS_URL), keyed by route as the plugin's per-route limits are.
 */
export function registerPlayerWriteLimit(scope: FastifyInstance, ctx: AppContext): void {
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.rateLimit !== undefined) return;
    if (methods.every((method) => READ_METHODS.has(method))) return;
    const where = `${methods.join(',')} ${route.url}`;
    const limiter = scope.rateLimit({
      max: ctx.config.playerWriteRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (req) => `player:${userOf(req).id}:${where}`,
    });
    route.onRequest = [...[route.onRequest ?? []].flat(), limiter];
  });
}
