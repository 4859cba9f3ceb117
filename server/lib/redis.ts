import { Redis } from 'ioredis';

/** Connects and waits until Redis answers, so a wrong REDIS_URL fails the start, not a request. */
export async function openRedis(url: string, timeoutMs = 5000): Promise<Redis> {
  // No offline queue: while Redis is away commands fail fast and /readyz reports it. Under load
  // every request asks Redis for its session and its rate limit: auto-pipelining sends the
  // commands of one tick in one write instead of one each.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
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
