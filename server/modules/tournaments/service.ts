import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';
import type { TournamentCard, TournamentType } from '@contract/tournaments';
import type { AppContext } from '../../context';
import { tournaments } from '../../db/schema';
import { type Language, localized } from '../../lib/language';
import { versionedMediaUrl } from '../media/versioned-url';
import { localDate, secondsBetween } from '../../lib/time';

type TournamentRow = typeof tournaments.$inferSelect;

export function toCard(
  t: TournamentRow,
  now: Date,
  lang: Language,
  timeZone: string,
): TournamentCard {
  // The end is exclusive (play stops as it comes), so a tournament ending at midnight was last
  // open the day before: a whole-day daily reads as one day, not two.
  const lastOpen = new Date(Math.max(t.startTime.getTime(), t.endTime.getTime() - 1));
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
    start_date: localDate(t.startTime, timeZone),
    end_date: localDate(lastOpen, timeZone),
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
  return rows.map((t) => toCard(t, now, lang, ctx.config.timezone));
}

const BANNER_TTL_MS = 30_000;
const bannerCache = new WeakMap<AppContext, { url: string; until: number }>();

/**
 * The image the first screens (/quiz-home, /dashboard) show largest: the first running daily
 * tournament's banner, as the web app draws it. Sent with those pages as a preload hint so a
 * phone on 3G fetches it with the page instead of after the app's code and data. Kept 30 s: a
 * banner that changed meanwhile only costs one unused image.
 */
export async function firstScreenBanner(ctx: AppContext): Promise<string> {
  const cached = bannerCache.get(ctx);
  if (cached && cached.until > Date.now()) return cached.url;
  const [first] = await listRunning(ctx, 'DAILY', 'en');
  const url = first?.tournament_image || DEFAULT_TOURNAMENT_IMAGE;
  bannerCache.set(ctx, { url, until: Date.now() + BANNER_TTL_MS });
  return url;
}
