import { Redis } from 'ioredis';

/** Connects and waits until Redis answers, so a wrong REDIS_URL fails the start, not a request. */
export async function openRedis(url: string, timeoutMs = 5000): Promise<Redis> {
  // No offline queue: while Redis is away commands fail fast and /readyz reports it.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.disconnect();
      reject(new Error(`Redis at ${url} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
