import { TZDate } from '@date-fns/tz';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZPushSubscription, ZPushUnsubscribe } from '@contract/retention';
import type { AppContext, AuthUser } from '../../context';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueJob, type JobInfo, type JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { settingDefaults, userSettings } from '../users/tables';
import { type PushMessage, sendPush } from './send';
import { pushSubscriptions } from './tables';
import { trustedEndpoint } from './trusted-hosts';
import { vapidKeys } from './vapid';

const PUSH_JOB = 'push.send';
const MAX_ATTEMPTS = 6;

export function pushPublicKey(ctx: AppContext) {
  const keys = vapidKeys(ctx.config);
  if (!keys) throw new AppError('service_unavailable', 'Push notifications are not set up');
  return { public_key: keys.publicKey };
}

const refusedEndpoint = () =>
  new AppError('validation_failed', 'endpoint: not a push service this server sends to', {
    endpoint: ['not a push service this server sends to'],
  });

export async function subscribe(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZPushSubscription>,
  lang: Language,
) {
  if (!trustedEndpoint(input.endpoint, ctx.config.push.serviceHosts, ctx.config.isProduction)) {
    throw refusedEndpoint();
  }
  const row = {
    userId: user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: lang,
    sessionId: user.sessionId,
  };
  await ctx.db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...row })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  return { subscribed: true };
}

export async function unsubscribe(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZPushUnsubscribe>,
) {
  await ctx.db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, input.endpoint)),
    );
  return { subscribed: false };
}

/** Logging out ends this device's pushes: the session's subscription goes with it. */
export async function forgetSessionPush(db: DbOrTx, sessionId: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

export type PushSetting = 'newTournament' | 'dailyUpdates' | 'newTopics';

/** One push to a player's devices, in each device's language. */
export interface PushRequest {
  userId: number;
  text: Record<Language, { title: string; body: string }>;
  url: string;
  kind: string;
}

/**
 * Queues the pushes of these notices, in the caller's transaction (they exist iff it commits),
 * one job per device so one device's failure retries alone. `at`: when to send (a reminder waits
 * for the end of the quiet hours); `setting`: the player's toggle checked when it is sent. A
 * player without a device costs one indexed read.
 */
export async function queuePushes(
  tx: DbOrTx,
  requests: PushRequest[],
  opts: { at: Date; setting?: PushSetting; quiet: boolean },
): Promise<void> {
  if (requests.length === 0) return;
  const devices = await tx
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      language: pushSubscriptions.language,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(requests.map((r) => r.userId))]));
  for (const d of devices) {
    for (const r of requests.filter((q) => q.userId === d.userId)) {
      const text = r.text[d.language] ?? r.text.en;
      const message: PushMessage = { ...text, url: r.url, kind: r.kind };
      await enqueueJob(
        tx,
        PUSH_JOB,
        { subscription_id: d.id, message, setting: opts.setting ?? null, quiet: opts.quiet },
        {
          key: `${d.id}:${r.kind}:${opts.at.getTime()}:${crypto.randomUUID()}`,
          runAt: opts.at,
          maxAttempts: MAX_ATTEMPTS,
        },
      );
    }
  }
}

interface PushPayload extends Record<string, unknown> {
  subscription_id: number;
  message: PushMessage;
  setting: PushSetting | null;
  /** A reminder: it waits for the end of the quiet hours (personal events go at once). */
  quiet: boolean;
}

/** Reminders go out from 08:00 to midnight, operator time (game-rules "Push notifications"). */
const PUSH_FROM_HOUR = 8;

/** The instant a reminder may go out: now, or 08:00 of the operator's day when it is night. */
function quietHoursEnd(now: Date, timeZone: string): Date | null {
  const local = new TZDate(now.getTime(), timeZone);
  if (local.getHours() >= PUSH_FROM_HOUR) return null;
  return new Date(
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      PUSH_FROM_HOUR,
      0,
      timeZone,
    ).getTime(),
  );
}

/**
 * Sends one queued push, outside any transaction (a push service may be slow). Gone (404, 410):
 * the subscription is forgotten. Throttled or failing (429, 5xx, network): thrown, so the queue
 * retries with backoff. Anything else is given up: resending would be refused the same way.
 */
async function deliverPush(
  db: Db,
  config: Config,
  payload: PushPayload,
  job: Pick<JobInfo, 'key' | 'now'>,
): Promise<void> {
  const wait = payload.quiet ? quietHoursEnd(job.now, config.timezone) : null;
  if (wait) {
    await enqueueJob(db, PUSH_JOB, payload, {
      key: `${job.key}@${wait.toISOString()}`,
      runAt: wait,
      maxAttempts: MAX_ATTEMPTS,
    });
    return;
  }
  const [sub] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, payload.subscription_id));
  if (!sub) return;
  if (payload.setting) {
    const [s] = await db.select().from(userSettings).where(eq(userSettings.userId, sub.userId));
    if (!(s ?? settingDefaults)[payload.setting]) return;
  }
  const url = trustedEndpoint(sub.endpoint, config.push.serviceHosts, config.isProduction);
  const vapid = vapidKeys(config);
  if (!url || !vapid) return;
  const status = await sendPush(sub, payload.message, vapid, {
    allowLoopback: !config.isProduction && url.protocol === 'http:',
  });
  if (status === 404 || status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return;
  }
  if (status === 429 || status >= 500 || status === 0) {
    throw new Error(`push service answered ${status}`);
  }
}

export function registerPushJobs(queue: JobQueue, ctx: AppContext): void {
  queue.registerOutside<PushPayload>(PUSH_JOB, (db: Db, payload: PushPayload, job: JobInfo) =>
    deliverPush(db, ctx.config, payload, job),
  );
}
