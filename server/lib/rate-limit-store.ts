import type {
  RateLimitPluginOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
// The plugin's own stores, reused so the counting rules stay the plugin's (no public export).
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The plugin's in-process store answers every request with its one live counter object, so
 * requests of one burst that reach it in the same tick all read the last count: six at once
 * against a limit of five were all refused, not just the sixth. Handing each caller a copy of
 * the count it made keeps the plugin's counting and fixes that.
 */
class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly inner: FastifyRateLimitStore;

  constructor(options: LocalOptions) {
    this.inner = new LocalStore(
      options.continueExceeding ?? false,
      options.exponentialBackoff ?? false,
      options.cache,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.inner.incr(key, (err, result) => cb(err, result && { ...result }), timeWindow, max);
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options here (typed as the route's options).
    return new SnapshotLocalStore(routeOptions as unknown as LocalOptions);
  }
}

interface LocalOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/** The store without REDIS_URL: counts in this process. */
export const localRateLimitStore: FastifyRateLimitStoreCtor = SnapshotLocalStore;

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly onRedisError: (err: Error) => void,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    // Without the offline queue (openRedis) a command to an absent Redis fails at once.
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) return cb(null, result);
        this.onRedisError(err);
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FallbackStore(
      this.onRedisError,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/**
 * Counts in Redis (shared by every process) while it answers, and in this process while it is
 * away, so a Redis outage neither refuses sign-ins with a 500 nor lifts the limits.
 */
function redisWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  onRedisError: (err: Error) => void,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: RateLimitPluginOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const backoff = options.exponentialBackoff ?? false;
      super(
        onRedisError,
        new RedisStore(continueExceeding, backoff, redis, nameSpace),
        new SnapshotLocalStore({ continueExceeding, exponentialBackoff: backoff }),
      );
    }
  };
}

/**
 * The store for REDIS_URL mode. Logs a Redis outage once when it starts and once when it ends
 * (ioredis reconnects by itself), not once per request.
 */
export function sharedRateLimitStore(
  app: FastifyInstance,
  redis: Redis,
  /** REDIS_KEY_PREFIX: deployments sharing one Redis keep their own budgets (ids overlap). */
  keyPrefix: string,
): FastifyRateLimitStoreCtor {
  let down = false;
  const lost = (err?: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, 'Redis unavailable: rate limits count in this process until it returns');
  };
  const back = () => {
    if (!down) return;
    down = false;
    app.log.info('Redis available again: rate limits are shared again');
  };
  const closed = () => lost();
  redis.on('error', lost).on('close', closed).on('ready', back);
  app.addHook('onClose', async () => {
    redis.off('error', lost).off('close', closed).off('ready', back);
  });
  return redisWithLocalFallback(redis, `${keyPrefix}rate-limit:`, lost);
}
