import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { broadcasts } from './tables';
import { settingDefaults } from '../users/tables';
import { TZDate } from '@date-fns/tz';
import { localClock, localDate, localTimes } from '../../lib/time';
import { type NotificationParams, englishText } from './texts';
import { enqueueJob } from '../../jobs/queue';

/** Broadcasts reach players only from 08:00 to midnight operator time (game-rules "Broadcasts"). */
export const BROADCAST_FROM_HOUR = 8;

/**
 * When something meant for `at` may go out: `at` itself inside the broadcast hours, else 08:00
 * of that operator day (the night before 08:00 belongs to the morning that follows it).
 */
export function deliveryTime(at: Date, timeZone: string): Date {
  if (new TZDate(at.getTime(), timeZone).getHours() >= BROADCAST_FROM_HOUR) return at;
  const [morning] = localTimes(
    at,
    timeZone,
    { from: 0, to: 0 },
    { hour: BROADCAST_FROM_HOUR, minute: 0 },
  );
  return morning?.at ?? at;
}

/**
 * The three broadcasts a player can turn off, each with its column in user_settings and the
 * value of a player who has no row there.
 */
export type BroadcastKind = 'new_tournament' | 'new_topic' | 'daily_update';
const setting: Record<BroadcastKind, { column: string; byDefault: boolean }> = {
  new_tournament: { column: 'new_tournament', byDefault: settingDefaults.newTournament },
  new_topic: { column: 'new_topics', byDefault: settingDefaults.newTopics },
  daily_update: { column: 'daily_updates', byDefault: settingDefaults.dailyUpdates },
};

export interface BroadcastInput {
  kind: BroadcastKind;
  key: string;
  params: Record<string, unknown>;
}

/** The queued job (server/jobs/queue.ts) that sends a broadcast held back by the quiet hours. */
export const BROADCAST_JOB = 'notifications.broadcast';

/** When a broadcast is made, and the operator's time zone that decides whether it may go out. */
export interface BroadcastClock {
  timeZone: string;
  now?: Date;
}

/**
 * Sends a broadcast now inside the broadcast hours; outside them it is queued, in the caller's
 * transaction, for 08:00 operator time (so it exists exactly when what it announces does, and
 * whichever process runs the queue sends it once). Returns how many players it reached now.
 */
export async function broadcastInHours(
  tx: DbOrTx,
  input: BroadcastInput,
  clock: BroadcastClock,
): Promise<number> {
  const now = clock.now ?? new Date();
  const at = deliveryTime(now, clock.timeZone);
  if (at <= now) return broadcast(tx, input);
  await enqueueJob(tx, BROADCAST_JOB, { ...input }, { key: input.key, runAt: at });
  return 0;
}

/**
 * Gives every player whose setting for this kind is on one notification, once per key: the key
 * is claimed in `broadcasts` first, so a second run (another process, a retried job) stops after
 * one conflicting insert. Players who turned the kind off get nothing, and players who join later
 * do not get old broadcasts. Returns how many players it reached (0 when already sent).
 */
export async function broadcast(tx: DbOrTx, input: BroadcastInput): Promise<number> {
  const [claimed] = await tx
    .insert(broadcasts)
    .values({ key: input.key, kind: input.kind })
    .onConflictDoNothing()
    .returning({ key: broadcasts.key });
  if (!claimed) return 0;
  const text = englishText(input.kind, input.params);
  const { column, byDefault } = setting[input.kind];
  const [sent] = await queryRows<{ n: number }>(
    tx,
    sql`with sent as (
          insert into notifications (user_id, kind, title, body, data, broadcast_key)
          select u.id, ${input.kind}, ${text.title}, ${text.body},
                 ${JSON.stringify(input.params)}::jsonb, ${input.key}
          from users u left join user_settings s on s.user_id = u.id
          where coalesce(s.${sql.identifier(column)}, ${sql.raw(String(byDefault))})
          on conflict (user_id, broadcast_key) do nothing
          returning 1)
        select count(*)::int as n from sent`,
  );
  const recipients = sent?.n ?? 0;
  await tx.execute(sql`update broadcasts set recipients = ${recipients} where key = ${input.key}`);
  return recipients;
}

/** Tells players (who want it) about a tournament that was just scheduled. */
export const broadcastNewTournament = (
  tx: DbOrTx,
  t: {
    id: number;
    type: string;
    name: string;
    nameMm: string | null;
    prize: string;
    prizeMm: string | null;
    startTime: Date;
  },
  clock: BroadcastClock,
) =>
  broadcastInHours(
    tx,
    {
      kind: 'new_tournament',
      key: newTournamentKey(t.id),
      params: {
        tournament_id: t.id,
        type: t.type,
        name: t.name,
        name_mm: t.nameMm,
        prize: t.prize,
        prize_mm: t.prizeMm,
        // The operator's day and time of the start: today's and tomorrow's daily read apart.
        date: localDate(t.startTime, clock.timeZone),
        time: localClock(t.startTime, clock.timeZone),
      } satisfies NotificationParams['new_tournament'],
    },
    clock,
  );

/**
 * Takes a broadcast back from everyone it reached (a tournament cancelled or changed before its
 * start), and frees its key so that a corrected one can go out under it.
 */
export async function withdrawBroadcast(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`delete from notifications where broadcast_key = ${key}`);
  await tx.execute(sql`delete from broadcasts where key = ${key}`);
}

/** Key of the broadcast announcing a tournament. */
export const newTournamentKey = (tournamentId: number) => `new-tournament:${tournamentId}`;

/** Tells players (who want it) about a topic that was just published. */
export const broadcastNewTopic = (
  tx: DbOrTx,
  topic: { id: number; name: string; nameMm: string | null },
  clock: BroadcastClock,
) =>
  broadcastInHours(
    tx,
    {
      kind: 'new_topic',
      key: `new-topic:${topic.id}`,
      params: { topic_id: topic.id, name: topic.name, name_mm: topic.nameMm },
    },
    clock,
  );

/** The daily update of one local calendar day (YYYY-MM-DD), sent at most once. */
export const broadcastDailyUpdate = (tx: DbOrTx, localDate: string) =>
  broadcast(tx, {
    kind: 'daily_update',
    key: `daily-update:${localDate}`,
    params: { date: localDate },
  });
