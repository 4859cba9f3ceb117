import { TZDate } from '@date-fns/tz';
import { and, count, gt, inArray } from 'drizzle-orm';
import type { ConsoleTournament } from '@contract/console-events';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { localClock, localDate } from '../../lib/time';
import { toUnicode } from '../../lib/zawgyi';
import { topics } from '../topics/tables';
import { tournamentEntries, type tournaments } from './tables';
import { statusOf } from './service';

type TournamentRow = typeof tournaments.$inferSelect;

/** A text from staff as stored: Unicode, and null for a Myanmar text left empty. */
const storedText = (text: string) => toUnicode(text).text;
const storedMm = (text: string) => (text === '' ? null : storedText(text));

/** The texts both a template and a tournament carry, as their columns. */
export function textColumns(c: {
  name: string;
  name_mm: string;
  caption: string;
  caption_mm: string;
  prize: string;
  prize_mm: string;
  image_url: string;
}) {
  return {
    name: storedText(c.name),
    nameMm: storedMm(c.name_mm),
    caption: storedText(c.caption),
    captionMm: storedMm(c.caption_mm),
    prize: storedText(c.prize),
    prizeMm: storedMm(c.prize_mm),
    imageUrl: c.image_url === '' ? null : c.image_url,
  };
}

/** The texts as the console edits them: '' for what is not there. */
export function textFields(t: {
  name: string;
  nameMm: string | null;
  caption: string;
  captionMm: string | null;
  prize: string;
  prizeMm: string | null;
  imageUrl: string | null;
}) {
  return {
    name: t.name,
    name_mm: t.nameMm ?? '',
    caption: t.caption,
    caption_mm: t.captionMm ?? '',
    prize: t.prize,
    prize_mm: t.prizeMm ?? '',
    image_url: t.imageUrl ?? '',
  };
}

/** "YYYY-MM-DDTHH:MM" on the operator's wall clock, as an instant. */
export function instantOf(local: string, timeZone: string): Date {
  const [day = '', time = ''] = local.split('T');
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

export const localOf = (at: Date, timeZone: string) =>
  `${localDate(at, timeZone)}T${localClock(at, timeZone)}`;

/** Every topic named exists, or the field is refused. */
export async function checkTopics(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids));
  if (found.length !== new Set(ids).size) {
    throw fieldError('topic_ids', 'names a topic that does not exist');
  }
}

/** Players who started an attempt, per tournament. */
export async function playerCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tournamentEntries.tournamentId, n: count() })
    .from(tournamentEntries)
    .where(and(inArray(tournamentEntries.tournamentId, ids), gt(tournamentEntries.attempts, 0)))
    .groupBy(tournamentEntries.tournamentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A tournament as the console shows it. */
export function consoleTournament(
  t: Pick<
    TournamentRow,
    | 'templateId'
    | 'type'
    | 'name'
    | 'nameMm'
    | 'caption'
    | 'captionMm'
    | 'prize'
    | 'prizeMm'
    | 'imageUrl'
    | 'startTime'
    | 'endTime'
    | 'duration'
    | 'questionCount'
    | 'chances'
    | 'topicIds'
    | 'frozenAt'
  > & { id: number | null },
  now: Date,
  timeZone: string,
  players: number,
): ConsoleTournament {
  return {
    id: t.id,
    template_id: t.templateId,
    type: t.type,
    ...textFields(t),
    duration: t.duration,
    question_count: t.questionCount,
    chances: t.chances,
    length_minutes: Math.round((t.endTime.getTime() - t.startTime.getTime()) / 60_000),
    topic_ids: t.topicIds,
    start_local: localOf(t.startTime, timeZone),
    status: statusOf(t, now),
    start_time: t.startTime.toISOString(),
    end_time: t.endTime.toISOString(),
    player_count: players,
    frozen: t.frozenAt !== null,
  };
}
