import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';
import type {
  FinishedTournament,
  RunningTournament,
  TournamentCard,
  TournamentStatus,
  TournamentType,
} from '@contract/tournaments';
import type { AppContext } from '../../context';
import { tournaments } from './tables';
import { type Language, localized } from '../../lib/language';
import { versionedMediaUrl } from '../media';
import { localDate, secondsBetween } from '../../lib/time';
import { rankingPage } from './ranking';
import { processLocal } from '../../lib/process-local';

type TournamentRow = typeof tournaments.$inferSelect;

const PODIUM = 3;
const FINISHED_DAYS = 7;
/** How far ahead "upcoming" looks: the tournaments of the next day. */
const UPCOMING_WINDOW_MS = 24 * 3_600_000;

/** A frozen ranking counts as ended even if the operator's end time was moved later. */
export function statusOf(
  t: Pick<TournamentRow, 'startTime' | 'endTime' | 'frozenAt'>,
  now: Date,
): TournamentStatus {
  if (now < t.startTime) return 'upcoming';
  return now >= t.endTime || t.frozenAt !== null ? 'ended' : 'running';
}

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
    status: statusOf(t, now),
    starts_in: secondsBetween(now, t.startTime),
    time_left: secondsBetween(now, t.endTime),
    tournament_image: versionedMediaUrl(t.imageUrl ?? ''),
    start_time: t.startTime.toISOString(),
    end_time: t.endTime.toISOString(),
    start_date: localDate(t.startTime, timeZone),
    end_date: localDate(lastOpen, timeZone),
  };
}

const runningRows = (ctx: AppContext, type: TournamentType, now: Date) =>
  ctx.db
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

/**
 * Tournaments of a type open for play right now, soonest-started first; for a player (`upcoming`),
 * then those starting within 24 hours, soonest first, so that they can be found before they start.
 */
export async function listRunning(
  ctx: AppContext,
  type: TournamentType,
  lang: Language,
  opts: { upcoming?: boolean } = {},
): Promise<TournamentCard[]> {
  const now = new Date();
  const [running, upcoming] = await Promise.all([
    runningRows(ctx, type, now),
    opts.upcoming ? upcomingRows(ctx, type, now) : [],
  ]);
  return [...running, ...upcoming].map((t) => toCard(t, now, lang, ctx.config.timezone));
}

/** Tournaments of a type starting within the next 24 hours, soonest first. */
export const upcomingRows = (ctx: AppContext, type: TournamentType, now: Date) =>
  ctx.db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.type, type),
        gt(tournaments.startTime, now),
        lte(tournaments.startTime, new Date(now.getTime() + UPCOMING_WINDOW_MS)),
      ),
    )
    .orderBy(asc(tournaments.startTime), asc(tournaments.id))
    .limit(50);

/** The leaderboard's running tournaments, each with the first three of its live ranking. */
export async function listRunningWithTop(
  ctx: AppContext,
  viewerId: number,
  type: TournamentType,
  lang: Language,
): Promise<RunningTournament[]> {
  const now = new Date();
  const rows = await runningRows(ctx, type, now);
  return Promise.all(
    rows.map(async (t) => ({
      ...toCard(t, now, lang, ctx.config.timezone),
      top: await rankingPage(ctx, t, viewerId, 0, PODIUM),
    })),
  );
}

/** Tournaments of a type that ended in the last 7 days, latest end first, with their top three. */
export async function listFinished(
  ctx: AppContext,
  viewerId: number,
  type: TournamentType,
  lang: Language,
): Promise<FinishedTournament[]> {
  const now = new Date();
  const since = new Date(now.getTime() - FINISHED_DAYS * 86_400_000);
  const rows = await ctx.db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.type, type),
        lte(tournaments.endTime, now),
        gt(tournaments.endTime, since),
      ),
    )
    .orderBy(desc(tournaments.endTime), desc(tournaments.id))
    .limit(50);
  return Promise.all(
    rows.map(async (t) => ({
      ...toCard(t, now, lang, ctx.config.timezone),
      winners: await rankingPage(ctx, t, viewerId, 0, PODIUM),
    })),
  );
}

const BANNER_TTL_MS = 30_000;

/**
 * The image the first screens (/quiz-home, /dashboard) show largest: the first running daily
 * tournament's banner, as the web app draws it. Sent with those pages as a preload hint so a
 * phone on 3G fetches it with the page instead of after the app's code and data. Kept 30 s: a
 * banner that changed meanwhile only costs one unused image.
 */
/** The first screens' preloaded banner, kept briefly in this process. */
const bannerOf = processLocal('tournaments: first-screen banner', () => ({
  current: null as { url: string; until: number } | null,
}));

export async function firstScreenBanner(ctx: AppContext): Promise<string> {
  const cached = bannerOf(ctx).current;
  if (cached && cached.until > Date.now()) return cached.url;
  const [first] = await listRunning(ctx, 'DAILY', 'en');
  const url = first?.tournament_image || DEFAULT_TOURNAMENT_IMAGE;
  bannerOf(ctx).current = { url, until: Date.now() + BANNER_TTL_MS };
  return url;
}
