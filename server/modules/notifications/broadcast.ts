import { sql } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import type { DbOrTx } from '../../db/client';
import { localClock, localDate, localTimes } from '../../lib/time';
import { claimBroadcasts, fanOut } from './fan-out';
import { type BroadcastInput, dropHeldBroadcast, holdBroadcast } from './held';
import type { NotificationParams } from './texts';

/** Broadcasts reach players only from 08:00 to midnight operator time (game-rules "Broadcasts"). */
const BROADCAST_FROM_HOUR = 8;

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

export type { BroadcastInput } from './held';

/**
 * The queued job of a broadcast held by an earlier version (one job per broadcast); held ones
 * now wait in held_broadcasts for HELD_BROADCASTS_JOB.
 */
export const BROADCAST_JOB = 'notifications.broadcast';

/** When a broadcast is made, and the operator's time zone that decides whether it may go out. */
export interface BroadcastClock {
  timeZone: string;
  now?: Date;
}

/**
 * Sends a broadcast now inside the broadcast hours; outside them it is held, in the caller's
 * transaction, for 08:00 operator time (so it exists exactly when what it announces does), when
 * it goes out unless stale, merged with others of its kind (held.ts). Returns how many players
 * it reached now.
 */
async function broadcastInHours(
  tx: DbOrTx,
  input: BroadcastInput,
  clock: BroadcastClock,
): Promise<number> {
  const now = clock.now ?? new Date();
  const at = deliveryTime(now, clock.timeZone);
  if (at <= now) return broadcast(tx, input);
  await holdBroadcast(tx, input, at);
  return 0;
}

/**
 * Gives every player whose setting for this kind is on one notification, once per key: the key
 * is claimed in `broadcasts` first, so a second run (another process, a retried job) stops after
 * one conflicting insert. Returns how many players it reached (0 when already sent).
 */
export async function broadcast(tx: DbOrTx, input: BroadcastInput): Promise<number> {
  const claimed = await claimBroadcasts(tx, input.kind, [input.key]);
  if (!claimed.has(input.key)) return 0;
  return fanOut(tx, { kind: input.kind, notice: input.kind, key: input.key, params: input.params });
}

/**
 * A tournament is news until half its window has passed: held that long by the quiet hours (a
 * daily cup of 07:00 to 07:45 announced at 08:00), its notice would only show what a player
 * missed or can barely play, so it is dropped.
 */
const tournamentNewsEnds = (t: { startTime: Date; endTime: Date }) =>
  new Date(t.startTime.getTime() + (t.endTime.getTime() - t.startTime.getTime()) / 2);

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
    endTime: Date;
  },
  clock: BroadcastClock,
) =>
  broadcastInHours(
    tx,
    {
      kind: 'new_tournament',
      key: newTournamentKey(t.id),
      staleAt: tournamentNewsEnds(t),
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
  await dropHeldBroadcast(tx, key);
}

/** Key of the broadcast announcing a tournament. */
export const newTournamentKey = (tournamentId: number) => `new-tournament:${tournamentId}`;

/** Key of the broadcast announcing a topic: once ever, however often it is published. */
export const newTopicKey = (topicId: number) => `new-topic:${topicId}`;

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
      key: newTopicKey(topic.id),
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
