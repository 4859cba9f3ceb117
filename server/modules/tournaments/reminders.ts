import { and, eq, inArray } from 'drizzle-orm';
import type {
  TournamentReminderReply,
  TournamentType,
  UpcomingTournament,
} from '@contract/tournaments';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { localClock } from '../../lib/time';
import { type Notice, notifyPlayer } from '../notifications';
import { statusOf, toCard, upcomingRows } from './service';
import { tournamentReminders, tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;

/** The queued job that tells a tournament's reminded players, 10 minutes before its start. */
export const REMINDER_JOB = 'tournaments.reminders';
const REMIND_BEFORE_MS = 10 * 60_000;
/** Rows per insert when a reminder fans out (well under PostgreSQL's 65,535 parameters). */
const NOTIFY_BATCH = 1_000;

const remindAt = (t: Pick<TournamentRow, 'startTime'>) =>
  new Date(t.startTime.getTime() - REMIND_BEFORE_MS);

/**
 * One job per tournament and start time, in the caller's transaction: turning a second reminder on
 * adds no job, and a start the console moves gets a job of its own (see sendReminders).
 */
const enqueueReminders = (tx: DbOrTx, t: Pick<TournamentRow, 'id' | 'startTime'>) =>
  enqueueJob(
    tx,
    REMINDER_JOB,
    { tournament_id: t.id, start_time: t.startTime.toISOString() },
    { key: `${t.id}:${t.startTime.toISOString()}`, runAt: remindAt(t) },
  );

/**
 * Turns the player's reminder of a tournament on or off; setting what is already set changes
 * nothing. On only while the start is more than 10 minutes away (the notification's time).
 */
export async function setReminder(
  ctx: AppContext,
  user: AuthUser,
  input: { tournament_id: number; remind: boolean },
): Promise<TournamentReminderReply> {
  return ctx.db.transaction(async (tx) => {
    // KEY SHARE: the console cannot cancel (delete) it under this reminder, and may still edit it.
    const [t] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, input.tournament_id))
      .for('key share');
    if (!t) throw notFound('Tournament');
    const mine = and(
      eq(tournamentReminders.tournamentId, t.id),
      eq(tournamentReminders.userId, user.id),
    );
    if (!input.remind) {
      await tx.delete(tournamentReminders).where(mine);
      return { tournament_id: t.id, reminded: false, remind_at: null };
    }
    const now = new Date();
    if (statusOf(t, now) !== 'upcoming' || now >= remindAt(t)) {
      throw new AppError(
        'reminder_closed',
        now >= t.startTime
          ? 'This tournament has already started'
          : 'It starts in less than 10 minutes: no reminder is needed',
      );
    }
    await tx
      .insert(tournamentReminders)
      .values({ tournamentId: t.id, userId: user.id })
      .onConflictDoNothing();
    await enqueueReminders(tx, t);
    return { tournament_id: t.id, reminded: true, remind_at: remindAt(t).toISOString() };
  });
}

/** Whether the player asked to be reminded of these tournaments. */
export async function remindedOf(
  db: DbOrTx,
  userId: number,
  tournamentIds: number[],
): Promise<Set<number>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tournamentReminders.tournamentId })
    .from(tournamentReminders)
    .where(
      and(
        eq(tournamentReminders.userId, userId),
        inArray(tournamentReminders.tournamentId, tournamentIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The upcoming tournaments of a type with the player's reminders (the leaderboard's list). */
export async function listUpcoming(
  ctx: AppContext,
  viewerId: number,
  type: TournamentType,
  lang: Language,
): Promise<UpcomingTournament[]> {
  const now = new Date();
  const rows = await upcomingRows(ctx, type, now);
  const reminded = await remindedOf(
    ctx.db,
    viewerId,
    rows.map((t) => t.id),
  );
  return rows.map((t) => ({
    ...toCard(t, now, lang, ctx.config.timezone),
    reminded: reminded.has(t.id),
  }));
}

/**
 * The reminder job: one notification to each player whose reminder is on when it runs, once per
 * player and tournament (the notification's key), in the job's claiming transaction, so with any
 * number of processes it goes out once. A cancelled tournament took its reminders with it; one
 * whose start moved hands them to a job at the new time.
 */
export async function sendReminders(
  tx: Tx,
  payload: { tournament_id: number; start_time: string },
  now: Date,
  timeZone: string,
): Promise<void> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, payload.tournament_id));
  if (!t) return;
  if (t.startTime.toISOString() !== payload.start_time) {
    await enqueueReminders(tx, t);
    return;
  }
  // Too late to be of use (the queue was down past the start): "starts in" would be untrue.
  if (now >= t.startTime) return;
  const minutes = Math.ceil((t.startTime.getTime() - now.getTime()) / 60_000);
  const params = {
    tournament_id: t.id,
    name: t.name,
    name_mm: t.nameMm,
    time: localClock(t.startTime, timeZone),
    minutes,
  };
  const rows = await tx
    .select({ userId: tournamentReminders.userId })
    .from(tournamentReminders)
    .where(eq(tournamentReminders.tournamentId, t.id));
  for (let i = 0; i < rows.length; i += NOTIFY_BATCH) {
    const notices: Notice[] = rows.slice(i, i + NOTIFY_BATCH).map((r) => ({
      userId: r.userId,
      kind: 'tournament_reminder',
      params,
      onceKey: `tournament-reminder:${t.id}`,
    }));
    await notifyPlayer(tx, ...notices);
  }
}
