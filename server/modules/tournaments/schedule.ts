import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { questions } from '../topics/tables';
import {
  tournamentCancellations,
  tournamentQuestions,
  tournamentTemplates,
  tournaments,
} from './tables';
import { localTimes } from '../../lib/time';
import { broadcastNewTournament } from '../notifications';
import { servableQuestion } from '../topics';

/** A template's occurrence as a tournament row: its texts in both languages, its rules, its window. */
export function occurrenceRow(
  t: typeof tournamentTemplates.$inferSelect,
  window: { start: Date; end: Date },
): typeof tournaments.$inferInsert {
  return {
    templateId: t.id,
    type: t.type,
    name: t.name,
    caption: t.caption,
    prize: t.prize,
    nameMm: t.nameMm,
    captionMm: t.captionMm,
    prizeMm: t.prizeMm,
    imageUrl: t.imageUrl,
    startTime: window.start,
    endTime: window.end,
    duration: t.duration,
    questionCount: t.questionCount,
    chances: t.chances,
    topicIds: t.topicIds,
  };
}

type Template = typeof tournamentTemplates.$inferSelect;
// Distinct from other advisory-lock users; the same in every process.
const SCHEDULER_LOCK = 727_101;
const LOOKAHEAD_MS = 24 * 3_600_000;

/** Starts of a template's occurrences that are running now or begin within the lookahead. */
export function occurrences(
  t: Template,
  now: Date,
  timeZone: string,
): Array<{ start: Date; end: Date }> {
  const [hour, minute] = t.startLocalTime.split(':').map(Number) as [number, number];
  const span = t.weekday === null ? 1 : 7;
  const days = localTimes(now, timeZone, { from: -span * 2, to: span }, { hour, minute });
  const result: Array<{ start: Date; end: Date }> = [];
  for (const { weekday, at: start } of days) {
    if (t.weekday !== null && weekday !== t.weekday) continue;
    const end = new Date(start.getTime() + t.lengthMinutes * 60_000);
    if (end > now && start.getTime() < now.getTime() + LOOKAHEAD_MS) result.push({ start, end });
  }
  return result;
}

/**
 * Draws a tournament's fixed question set (every player gets the same questions), from its
 * topics when it names any, replacing any set drawn before. Returns how many were drawn.
 */
export async function drawQuestions(
  tx: Tx,
  ctx: AppContext,
  t: { id: number; questionCount: number; topicIds: number[] },
): Promise<number> {
  await tx.delete(tournamentQuestions).where(eq(tournamentQuestions.tournamentId, t.id));
  const picked = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        servableQuestion(ctx.config.rules.reportsHoldQuestion),
        t.topicIds.length > 0 ? inArray(questions.topicId, t.topicIds) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(t.questionCount);
  if (picked.length > 0) {
    await tx
      .insert(tournamentQuestions)
      .values(picked.map((q, i) => ({ tournamentId: t.id, position: i, questionId: q.id })));
  }
  return picked.length;
}

/**
 * Waits for (or, with `wait` false, tries) the scheduler's lock for this transaction: a template
 * edit takes it too, so its occurrences are made again while no scheduler run is making them.
 */
export async function schedulerLock(tx: Tx, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK})`);
    return true;
  }
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`,
  );
  return lock?.locked === true;
}

/**
 * Creates the occurrences one template owes for now and the next day, except those staff
 * cancelled, and tells the players who want to hear of new tournaments. The caller holds the
 * scheduler's lock; the (template, start) unique index refuses any twin anyway.
 */
export async function scheduleTemplate(
  tx: Tx,
  ctx: AppContext,
  t: Template,
  now: Date,
  opts: { upcomingOnly?: boolean } = {},
): Promise<number> {
  let created = 0;
  for (const { start, end } of occurrences(t, now, ctx.config.timezone)) {
    // An edit makes no occurrence that would be running already: its players would find it late.
    if (opts.upcomingOnly && start <= now) continue;
    const [cancelled] = await tx
      .select({ id: tournamentCancellations.id })
      .from(tournamentCancellations)
      .where(
        and(
          eq(tournamentCancellations.templateId, t.id),
          eq(tournamentCancellations.startTime, start),
        ),
      );
    if (cancelled) continue;
    const [row] = await tx
      .insert(tournaments)
      .values(occurrenceRow(t, { start, end }))
      .onConflictDoNothing()
      .returning({ id: tournaments.id });
    if (!row) continue;
    // In this transaction: the notice goes out exactly when the tournament exists.
    await broadcastNewTournament(
      tx,
      { ...t, id: row.id, startTime: start, endTime: end },
      { timeZone: ctx.config.timezone, now },
    );
    await drawQuestions(tx, ctx, { ...t, id: row.id });
    created++;
  }
  return created;
}

/**
 * Creates the tournaments each template owes for now and the next day. Safe in several
 * processes at once: one holds the advisory lock, and the (template, start) unique index refuses
 * any twin anyway.
 */
export async function scheduleTournaments(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    if (!(await schedulerLock(tx, false))) return 0;
    const templates = await tx
      .select()
      .from(tournamentTemplates)
      .where(eq(tournamentTemplates.active, true));
    let created = 0;
    for (const t of templates) created += await scheduleTemplate(tx, ctx, t, now);
    return created;
  });
}
