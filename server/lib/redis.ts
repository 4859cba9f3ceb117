import { Redis } from 'ioredis';

export function openRedis(url: string): Redis {
  // Fail fast instead of queueing commands forever while Redis is away: /readyz reports it.
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false });
}
