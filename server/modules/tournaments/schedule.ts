import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { questions } from '../topics/tables';
import { tournamentQuestions, tournamentTemplates, tournaments } from './tables';
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
 * Creates the tournaments each template owes for now and the next day, with their fixed question
 * set (every player gets the same questions), and tells the players who want to hear of new
 * tournaments. Safe in several processes at once: one holds the
 * advisory lock, and the (template, start) unique index refuses any twin anyway.
 */
export async function scheduleTournaments(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`,
    );
    if (!lock?.locked) return 0;

    const templates = await tx
      .select()
      .from(tournamentTemplates)
      .where(eq(tournamentTemplates.active, true));
    let created = 0;
    for (const t of templates) {
      for (const { start, end } of occurrences(t, now, ctx.config.timezone)) {
        const [row] = await tx
          .insert(tournaments)
          .values(occurrenceRow(t, { start, end }))
          .onConflictDoNothing()
          .returning({ id: tournaments.id });
        if (!row) continue;
        // In this transaction: the notice goes out exactly when the tournament exists.
        await broadcastNewTournament(
          tx,
          { ...t, id: row.id, startTime: start },
          { timeZone: ctx.config.timezone, now },
        );
        const picked = await tx
          .select({ id: questions.id })
          .from(questions)
          .where(servableQuestion(ctx.config.rules.reportsHoldQuestion))
          .orderBy(sql`random()`)
          .limit(t.questionCount);
        if (picked.length > 0) {
          await tx
            .insert(tournamentQuestions)
            .values(
              picked.map((q, i) => ({ tournamentId: row.id, position: i, questionId: q.id })),
            );
        }
        created++;
      }
    }
    return created;
  });
}
