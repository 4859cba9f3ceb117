import { occurrenceRow } from '../modules/tournaments';
import { localTimes } from '../lib/time';
import type { Tx } from '../db/client';
import { tournamentEntries, tournaments, type tournamentTemplates } from '../tables';

type Template = typeof tournamentTemplates.$inferSelect;

/** The template's latest occurrence that has already ended (null when none fits the last 2 weeks). */
function lastEnded(t: Template, now: Date, timeZone: string): { start: Date; end: Date } | null {
  const [hour, minute] = t.startLocalTime.split(':').map(Number) as [number, number];
  const days = localTimes(now, timeZone, { from: -14, to: 0 }, { hour, minute });
  for (const { weekday, at: start } of days.reverse()) {
    if (t.weekday !== null && weekday !== t.weekday) continue;
    const end = new Date(start.getTime() + t.lengthMinutes * 60_000);
    if (end <= now) return { start, end };
  }
  return null;
}

/**
 * Each template's last ended occurrence, played by some demo players, so the leaderboard's
 * "ended in the last 7 days" shows winners on a fresh start. The tournament end job freezes
 * them (final ranks, wins, notices) as it would any tournament whose window closed.
 */
export async function seedTournamentHistory(
  tx: Tx,
  templates: Template[],
  playerIds: number[],
  timeZone: string,
  now = new Date(),
) {
  for (const [n, t] of templates.entries()) {
    const window = lastEnded(t, now, timeZone);
    if (!window) continue;
    const [row] = await tx
      .insert(tournaments)
      .values(occurrenceRow(t, window))
      .returning({ id: tournaments.id });
    if (!row) continue;
    // A different handful of players per tournament, with scores a real attempt could reach.
    const players = playerIds.filter((_, i) => (i + n) % 3 !== 0).slice(0, 5);
    await tx.insert(tournamentEntries).values(
      players.map((userId, i) => ({
        tournamentId: row.id,
        userId,
        attempts: 1 + (i % t.chances),
        bestScore: 100 * (t.questionCount - i - (n % 3)) + 30 * (5 - i),
        bestFinishedAt: new Date(window.start.getTime() + (i + 1) * 600_000),
      })),
    );
  }
}
