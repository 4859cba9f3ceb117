import { and, eq } from 'drizzle-orm';
import type { TournamentDetailsReply, TournamentRankingReply } from '@contract/tournaments';
import type { AppContext, AuthUser } from '../../context';
import { games, tournamentEntries, tournaments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { isSubscribed, subscriberCount } from './access';
import { myStanding, rankedCount, rankingPage } from './ranking';
import { toCard } from './service';

const RECENT_BEST = 10;

async function tournamentById(ctx: AppContext, id: number) {
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!t) throw notFound('Tournament');
  return t;
}

/** What the details screen shows: the play button's state, chances, and the recent best. */
/** Why Play is not offered, shown as it is under the tournament: in the reader's language. */
const PLAY_MESSAGES = {
  notRunning: {
    en: 'This tournament is not running now',
    mm: 'ဤပြိုင်ပွဲကို ယခု ကစား၍ မရသေးပါ။',
  },
  noQuota: { en: "You can't play more", mm: 'ထပ်မံ ကစား၍ မရတော့ပါ' },
  notSubscribed: {
    en: 'Subscribe to a pack to play this tournament',
    mm: 'ဤပြိုင်ပွဲကို ကစားရန် ပက်ကေ့ချ် စာရင်းသွင်းပါ။',
  },
} satisfies Record<string, Record<Language, string>>;

export async function tournamentDetails(
  ctx: AppContext,
  user: AuthUser,
  tournamentId: number,
  lang: Language,
): Promise<TournamentDetailsReply> {
  const t = await tournamentById(ctx, tournamentId);
  const now = new Date();
  const [entry] = await ctx.db
    .select({ attempts: tournamentEntries.attempts })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, user.id)));
  const [playing] = await ctx.db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.userId, user.id),
        eq(games.tournamentId, t.id),
        eq(games.kind, 'tournament'),
        eq(games.status, 'playing'),
      ),
    )
    .limit(1);
  const [subscribed, subscribers, standing, ranking] = await Promise.all([
    isSubscribed(ctx.db, user.id, t.type, now),
    subscriberCount(ctx.db, t.type, now),
    myStanding(ctx, t, user.id),
    rankingPage(ctx, t, user.id, 0, RECENT_BEST),
  ]);
  const played = entry?.attempts ?? 0;
  const hasQuota = played < t.chances;
  const running = now >= t.startTime && now < t.endTime && t.frozenAt === null;
  const message = !running
    ? PLAY_MESSAGES.notRunning[lang]
    : !hasQuota
      ? PLAY_MESSAGES.noQuota[lang]
      : !subscribed
        ? PLAY_MESSAGES.notSubscribed[lang]
        : '';
  return {
    tournament: {
      ...toCard(t, now, lang, ctx.config.timezone),
      subscriber_count: subscribers,
      has_quota: hasQuota,
      subscribed,
      message,
      duration: t.duration,
      question_count: t.questionCount,
      chances: t.chances,
      played,
      game_id: playing?.id ?? null,
      ended: !running && now >= t.endTime,
    },
    ranking,
    my_position: standing?.position ?? null,
    my_points: standing?.points ?? null,
  };
}

/** One page of a tournament's ranking (live, or frozen once it ended). */
export async function tournamentRanking(
  ctx: AppContext,
  user: AuthUser,
  input: { tournament_id: number; page: number; per_page: number },
): Promise<TournamentRankingReply> {
  const t = await tournamentById(ctx, input.tournament_id);
  const offset = (input.page - 1) * input.per_page;
  const [total, ranking] = await Promise.all([
    rankedCount(ctx, t),
    rankingPage(ctx, t, user.id, offset, input.per_page),
  ]);
  return {
    ranking,
    page: input.page,
    page_count: Math.ceil(total / input.per_page),
    total,
  };
}
