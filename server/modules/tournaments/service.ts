import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { TournamentCard, TournamentType } from '@contract/tournaments';
import type { AppContext } from '../../context';
import { tournaments } from '../../db/schema';
import { type Language, localized } from '../../lib/language';
import { versionedMediaUrl } from '../media/versioned-url';
import { secondsBetween } from '../../lib/time';

type TournamentRow = typeof tournaments.$inferSelect;

export function toCard(t: TournamentRow, now: Date, lang: Language): TournamentCard {
  return {
    id: t.id,
    type: t.type,
    name: localized(lang, t.name, t.nameMm),
    caption: localized(lang, t.caption, t.captionMm),
    prize: localized(lang, t.prize, t.prizeMm),
    time_left: secondsBetween(now, t.endTime),
    tournament_image: versionedMediaUrl(t.imageUrl ?? ''),
    start_time: t.startTime.toISOString(),
    end_time: t.endTime.toISOString(),
  };
}

/** Tournaments of a type open for play right now, soonest-started first. */
export async function listRunning(
  ctx: AppContext,
  type: TournamentType,
  lang: Language,
): Promise<TournamentCard[]> {
  const now = new Date();
  const rows = await ctx.db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.type, type),
        lte(tournaments.startTime, now),
        gt(tournaments.endTime, now),
      ),
    )
    .orderBy(asc(tournaments.startTime), asc(tournaments.id))
    .limit(50);
  return rows.map((t) => toCard(t, now, lang));
}
