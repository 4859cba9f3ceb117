import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import webpush from 'web-push';
import { isPublicAddress } from './trusted-hosts';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push carries (interfaces.md): the app shows title and body and opens `url` on tap. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  kind: string;
}

const TIMEOUT_MS = 10_000;
// A day: a reminder older than that is no news.
const TTL_SECONDS = 86_400;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves like the system does, then refuses a private, loopback or link-local address: a
 * listed name whose DNS points inside the network (or is re-pointed there later) is not sent to.
 */
function publicOnlyLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  dnsLookup(hostname, { all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const safe = addresses.filter((a) => isPublicAddress(a.address));
    if (safe.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(
        `push host ${hostname} resolves to a private address`,
      );
      refused.code = 'EPUSHPRIVATE';
      return callback(refused, []);
    }
    if (options.all) return callback(null, safe);
    return callback(null, safe[0]!.address, safe[0]!.family);
  });
}

/**
 * Encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292) with web-push's
 * generateRequestDetails, then sends with our own client: no redirects followed, a timeout, and
 * only public addresses (the dev loopback only when the caller allows it). Returns the status.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys,
  opts: { allowLoopback: boolean },
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: TIMEOUT_MS,
        ...(opts.allowLoopback ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}
