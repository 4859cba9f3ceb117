import { eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { type BroadcastKind, claimBroadcasts, fanOut } from './fan-out';
import { heldBroadcasts } from './tables';
import type { NotificationKind } from './texts';

/** A broadcast to send: its kind, its key (sent once ever) and its template's parameters. */
export interface BroadcastInput {
  kind: BroadcastKind;
  key: string;
  params: Record<string, unknown>;
  /**
   * When its news goes stale: held past this moment by the quiet hours, it is dropped rather
   * than sent (a tournament already half over is no news). Null: it keeps.
   */
  staleAt?: Date | null;
}

/** The queued job that sends, at 08:00, what the quiet hours held back. */
export const HELD_BROADCASTS_JOB = 'notifications.held-broadcasts';

// Any constant works: every process that delivers held broadcasts takes it.
const HELD_LOCK = 727_401;

/** Several held broadcasts of a kind reach a player as one summary of this kind. */
const SUMMARY: Record<BroadcastKind, NotificationKind | null> = {
  new_tournament: 'new_tournaments',
  new_topic: 'new_topics',
  // One a day, sent inside the hours by itself: were two ever held, the newer says it all.
  daily_update: null,
};

/**
 * Holds a broadcast made in the quiet hours until `at` (08:00 operator time), in the caller's
 * transaction. Made again before then (a tournament edited at night), the held one is replaced.
 * The job is keyed by broadcast and morning, so a broadcast held again on a later night (taken
 * back and made anew) gets a job of its own.
 */
export async function holdBroadcast(tx: DbOrTx, input: BroadcastInput, at: Date): Promise<void> {
  const row = {
    kind: input.kind,
    params: input.params,
    deliverAt: at,
    staleAt: input.staleAt ?? null,
  };
  await tx
    .insert(heldBroadcasts)
    .values({ key: input.key, ...row })
    .onConflictDoUpdate({ target: heldBroadcasts.key, set: row });
  await enqueueJob(
    tx,
    HELD_BROADCASTS_JOB,
    {},
    { key: `${input.key}@${at.toISOString()}`, runAt: at },
  );
}

/** Forgets a broadcast still held (what it announces was taken back before 08:00). */
export async function dropHeldBroadcast(tx: DbOrTx, key: string): Promise<void> {
  await tx.delete(heldBroadcasts).where(eq(heldBroadcasts.key, key));
}

type HeldRow = typeof heldBroadcasts.$inferSelect;

/** The summary's parameters: how many, and each one's subject and names for the templates. */
function summaryParams(kind: BroadcastKind, rows: HeldRow[]) {
  const idKey = kind === 'new_tournament' ? 'tournament_id' : 'topic_id';
  return {
    count: rows.length,
    items: rows.map((r) => ({
      [idKey]: r.params[idKey],
      name: r.params.name,
      name_mm: r.params.name_mm ?? null,
    })),
  };
}

/**
 * Sends what the quiet hours held and is now due, in the job's transaction: what went stale
 * meanwhile is dropped, a kind with one fresh broadcast sends it as it was made, and a kind with
 * several sends one summary ("3 new tournaments") to each player who wants that kind, so the
 * morning brings a player at most one notification per kind. Every held key is claimed as sent,
 * so announcing it again later reaches nobody twice. Deliveries queue on one lock: each of the
 * morning's jobs finds what the first left (nothing), and a summary is never split in two.
 */
export async function deliverHeldBroadcasts(
  tx: Tx,
  now: Date,
): Promise<{ sent: number; dropped: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HELD_LOCK})`);
  const due = await tx.delete(heldBroadcasts).where(lte(heldBroadcasts.deliverAt, now)).returning();
  const fresh = due.filter((r) => r.staleAt === null || r.staleAt > now);
  let sent = 0;
  for (const kind of Object.keys(SUMMARY) as BroadcastKind[]) {
    const ofKind = fresh
      .filter((r) => r.kind === kind)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const claimed = await claimBroadcasts(
      tx,
      kind,
      ofKind.map((r) => r.key),
    );
    const toSend = ofKind.filter((r) => claimed.has(r.key));
    const summary = SUMMARY[kind];
    const last = toSend.at(-1);
    if (!last) continue;
    if (toSend.length === 1 || !summary) {
      await fanOut(tx, { kind, notice: kind, key: last.key, params: last.params });
    } else {
      const key = `${summary}@${now.toISOString()}`;
      await claimBroadcasts(tx, kind, [key]);
      await fanOut(tx, { kind, notice: summary, key, params: summaryParams(kind, toSend) });
    }
    sent += 1;
  }
  return { sent, dropped: due.length - fresh.length };
}
