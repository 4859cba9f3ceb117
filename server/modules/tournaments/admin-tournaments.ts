import { and, asc, desc, eq, gt, lt, lte } from 'drizzle-orm';
import type {
  ConsoleTournament,
  TournamentChange,
  TournamentListReply,
  TournamentReply,
} from '@contract/console-events';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { AuditHook } from '../../lib/audit-hook';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { localDate, localTimes } from '../../lib/time';
import { broadcastNewTournament, newTournamentKey, withdrawBroadcast } from '../notifications';
import { checkTopics, consoleTournament, instantOf, playerCounts, textColumns } from './admin-view';
import { drawQuestions } from './schedule';
import { tournamentCancellations, tournamentTemplates, tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;

const ENDED_DAYS = 30;
const STARTED = 'A tournament can be changed or cancelled only before it starts';

const view = (ctx: AppContext, t: TournamentRow, now: Date, players = 0): TournamentReply => ({
  tournament: consoleTournament(t, now, ctx.config.timezone, players),
  time_zone: ctx.config.timezone,
});

/** The columns a one-off or an edit sets; its start must still be ahead. */
function changeColumns(ctx: AppContext, change: TournamentChange, now: Date) {
  const startTime = instantOf(change.start_local, ctx.config.timezone);
  if (startTime <= now) throw fieldError('start_local', 'must be in the future');
  return {
    type: change.type,
    ...textColumns(change),
    startTime,
    endTime: new Date(startTime.getTime() + change.length_minutes * 60_000),
    duration: change.duration,
    questionCount: change.question_count,
    chances: change.chances,
    topicIds: change.topic_ids,
  };
}

/** Draws the questions; a tournament that would have none to serve is refused. */
async function drawOrRefuse(tx: Tx, ctx: AppContext, t: TournamentRow): Promise<void> {
  const drawn = await drawQuestions(tx, ctx, t);
  if (drawn === 0) {
    throw new AppError('not_enough_questions', 'The chosen topics have no questions to serve');
  }
}

/** Schedules a one-off tournament and announces it to the players who want to hear of new ones. */
export async function createOneOff(
  ctx: AppContext,
  change: TournamentChange,
  audit: AuditHook,
  now = new Date(),
): Promise<TournamentReply> {
  return ctx.db.transaction(async (tx) => {
    await checkTopics(tx, change.topic_ids);
    const [row] = await tx
      .insert(tournaments)
      .values({ ...changeColumns(ctx, change, now), templateId: null })
      .returning();
    if (!row) throw new Error('tournament insert returned nothing');
    await drawOrRefuse(tx, ctx, row);
    await broadcastNewTournament(tx, row, { timeZone: ctx.config.timezone, now });
    const reply = view(ctx, row, now);
    await audit(tx, {
      action: 'tournament.create',
      target: `tournament:${row.id}`,
      before: null,
      after: reply.tournament,
    });
    return reply;
  });
}

/** The tournament locked, refused once it has started: its players play by the rules it had. */
async function lockUpcoming(tx: Tx, id: number, now: Date): Promise<TournamentRow> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!t) throw notFound('Tournament');
  if (t.startTime <= now) throw new AppError('tournament_started', STARTED);
  return t;
}

/**
 * Keeps the scheduler from making a template's occurrence at this start again once the row that
 * held the start is gone (cancelled) or moved (edited).
 */
async function forgetStart(tx: Tx, t: TournamentRow): Promise<void> {
  await tx
    .insert(tournamentCancellations)
    .values({ tournamentId: t.id, templateId: t.templateId, startTime: t.startTime })
    .onConflictDoNothing();
}

/**
 * Edits a tournament before its start: its questions are drawn again, and its announcement is
 * taken back and sent anew with the new name and time.
 */
export async function updateUpcoming(
  ctx: AppContext,
  id: number,
  change: TournamentChange,
  audit: AuditHook,
  now = new Date(),
): Promise<TournamentReply> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockUpcoming(tx, id, now);
    await checkTopics(tx, change.topic_ids);
    const columns = changeColumns(ctx, change, now);
    if (before.templateId !== null && columns.startTime.getTime() !== before.startTime.getTime()) {
      await forgetStart(tx, before);
    }
    const [after] = await tx
      .update(tournaments)
      .set(columns)
      .where(eq(tournaments.id, id))
      .returning();
    if (!after) throw notFound('Tournament');
    await drawOrRefuse(tx, ctx, after);
    await withdrawBroadcast(tx, newTournamentKey(id));
    await broadcastNewTournament(tx, after, { timeZone: ctx.config.timezone, now });
    const reply = view(ctx, after, now);
    await audit(tx, {
      action: 'tournament.update',
      target: `tournament:${id}`,
      before: view(ctx, before, now).tournament,
      after: reply.tournament,
    });
    return reply;
  });
}

/**
 * Cancels a tournament before its start. Nobody can have entered it (a start before the window
 * opens is refused and uses nothing, and packs are paid per period, not per tournament), so
 * there is nothing to refund: the row goes with its questions, its announcement is taken back,
 * and a template's occurrence at that start is not made again.
 */
export async function cancelUpcoming(
  ctx: AppContext,
  id: number,
  audit: AuditHook,
  now = new Date(),
): Promise<TournamentReply> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockUpcoming(tx, id, now);
    await forgetStart(tx, before);
    await tx.delete(tournaments).where(eq(tournaments.id, id));
    await withdrawBroadcast(tx, newTournamentKey(id));
    const reply = view(ctx, before, now);
    await audit(tx, {
      action: 'tournament.cancel',
      target: `tournament:${id}`,
      before: reply.tournament,
      after: null,
    });
    return reply;
  });
}

export async function consoleTournamentById(
  ctx: AppContext,
  id: number,
  now = new Date(),
): Promise<TournamentReply> {
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!t) throw notFound('Tournament');
  const players = await playerCounts(ctx.db, [t.id]);
  return view(ctx, t, now, players.get(t.id) ?? 0);
}

/** Midnight starting an operator day (YYYY-MM-DD), as an instant. */
const dayStart = (day: string, timeZone: string) => instantOf(`${day}T00:00`, timeZone);

/**
 * What is coming over `days` operator days from `from` (today by default): tournaments
 * scheduled or running, and the occurrences active templates will create later (without an id),
 * soonest first.
 */
export async function calendar(
  ctx: AppContext,
  query: { from?: string | undefined; days: number },
  now = new Date(),
): Promise<TournamentListReply> {
  const timeZone = ctx.config.timezone;
  const start = dayStart(query.from ?? localDate(now, timeZone), timeZone);
  const [first] = localTimes(
    start,
    timeZone,
    { from: query.days, to: query.days },
    {
      hour: 0,
      minute: 0,
    },
  );
  const end = first?.at ?? new Date(start.getTime() + query.days * 86_400_000);
  const since = start > now ? start : now;
  const rows = await ctx.db
    .select()
    .from(tournaments)
    .where(and(gt(tournaments.endTime, since), lt(tournaments.startTime, end)))
    .orderBy(asc(tournaments.startTime), asc(tournaments.id))
    .limit(500);
  const players = await playerCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const list: ConsoleTournament[] = rows.map((r) =>
    consoleTournament(r, now, timeZone, players.get(r.id) ?? 0),
  );
  list.push(...(await projected(ctx, { start, end, since }, rows, now)));
  list.sort((a, b) => a.start_time.localeCompare(b.start_time));
  return { tournaments: list, time_zone: timeZone };
}

/** Occurrences active templates will create inside the window, not made yet nor cancelled. */
async function projected(
  ctx: AppContext,
  window: { start: Date; end: Date; since: Date },
  made: TournamentRow[],
  now: Date,
): Promise<ConsoleTournament[]> {
  const timeZone = ctx.config.timezone;
  const [templates, cancelled] = await Promise.all([
    ctx.db.select().from(tournamentTemplates).where(eq(tournamentTemplates.active, true)),
    ctx.db
      .select({
        templateId: tournamentCancellations.templateId,
        at: tournamentCancellations.startTime,
      })
      .from(tournamentCancellations)
      .where(
        and(
          gt(tournamentCancellations.startTime, window.since),
          lt(tournamentCancellations.startTime, window.end),
        ),
      ),
  ]);
  const taken = new Set([
    ...made.map((r) => `${r.templateId}:${r.startTime.getTime()}`),
    ...cancelled.map((c) => `${c.templateId}:${c.at.getTime()}`),
  ]);
  const days = Math.ceil((window.end.getTime() - window.start.getTime()) / 86_400_000);
  const result: ConsoleTournament[] = [];
  for (const t of templates) {
    const [hour, minute] = t.startLocalTime.split(':').map(Number) as [number, number];
    for (const { weekday, at } of localTimes(
      window.start,
      timeZone,
      { from: 0, to: days },
      {
        hour,
        minute,
      },
    )) {
      if (t.weekday !== null && weekday !== t.weekday) continue;
      if (at <= window.since || at >= window.end || taken.has(`${t.id}:${at.getTime()}`)) continue;
      const endTime = new Date(at.getTime() + t.lengthMinutes * 60_000);
      const occurrence = {
        ...t,
        id: null,
        templateId: t.id,
        startTime: at,
        endTime,
        frozenAt: null,
      };
      result.push(consoleTournament(occurrence, now, timeZone, 0));
    }
  }
  return result;
}

/** Tournaments ended in the last 30 days, latest end first. */
export async function endedTournaments(
  ctx: AppContext,
  now = new Date(),
): Promise<TournamentListReply> {
  const since = new Date(now.getTime() - ENDED_DAYS * 86_400_000);
  const rows = await ctx.db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.endTime, now), gt(tournaments.endTime, since)))
    .orderBy(desc(tournaments.endTime), desc(tournaments.id))
    .limit(200);
  const players = await playerCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    tournaments: rows.map((r) =>
      consoleTournament(r, now, ctx.config.timezone, players.get(r.id) ?? 0),
    ),
    time_zone: ctx.config.timezone,
  };
}
