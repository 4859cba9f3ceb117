import { and, count, eq, gt } from 'drizzle-orm';
import type { TournamentDetailsReply, TournamentRankingReply } from '@contract/tournaments';
import type { AppContext, AuthUser } from '../../context';
import { tournamentEntries, tournaments } from './tables';
import { playingGames } from '../engine';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { isSubscribed, subscriberCount } from './access';
import { myStanding, rankedCount, rankingPage } from './ranking';
import { remindedOf } from './reminders';
import { statusOf, toCard } from './service';

const RECENT_BEST = 10;

async function tournamentById(ctx: AppContext, id: number) {
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!t) throw notFound('Tournament');
  return t;
}

/** Why Play is not offered, shown as it is under the tournament: in the reader's language. */
const PLAY_MESSAGES = {
  upcoming: {
    en: 'This tournament has not started yet',
    mm: 'ဤပြိုင်ပွဲ မစတင်သေးပါ။',
  },
  ended: {
    en: 'This tournament has ended',
    mm: 'ဤပြိုင်ပွဲ ပြီးဆုံးသွားပါပြီ။',
  },
  noQuota: { en: "You can't play more", mm: 'ထပ်မံ ကစား၍ မရတော့ပါ' },
  notSubscribed: {
    en: 'Subscribe to a pack to play this tournament',
    mm: 'ဤပြိုင်ပွဲကို ကစားရန် ပက်ကေ့ချ် စာရင်းသွင်းပါ။',
  },
} satisfies Record<string, Record<Language, string>>;

/** Players who have started an attempt ("N players have entered"). */
async function playerCount(ctx: AppContext, tournamentId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournamentId, tournamentId), gt(tournamentEntries.attempts, 0)),
    );
  return row?.n ?? 0;
}

/** What the details screen shows: the play button's state, chances, and the recent best. */
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
  const [playing] = await playingGames(
    ctx.db,
    { kind: 'tournament', tournamentId: t.id, userId: user.id },
    { lock: false, limit: 1 },
  );
  const [subscribed, subscribers, players, standing, ranking, reminded] = await Promise.all([
    isSubscribed(ctx.db, user.id, t.type, now),
    subscriberCount(ctx.db, t.type, now),
    playerCount(ctx, t.id),
    myStanding(ctx, t, user.id),
    rankingPage(ctx, t, user.id, 0, RECENT_BEST),
    remindedOf(ctx.db, user.id, [t.id]),
  ]);
  const played = entry?.attempts ?? 0;
  const hasQuota = played < t.chances;
  const status = statusOf(t, now);
  const message =
    status !== 'running'
      ? PLAY_MESSAGES[status][lang]
      : !hasQuota
        ? PLAY_MESSAGES.noQuota[lang]
        : !subscribed
          ? PLAY_MESSAGES.notSubscribed[lang]
          : '';
  return {
    tournament: {
      ...toCard(t, now, lang, ctx.config.timezone),
      subscriber_count: subscribers,
      player_count: players,
      has_quota: hasQuota,
      subscribed,
      message,
      duration: t.duration,
      question_count: t.questionCount,
      chances: t.chances,
      played,
      game_id: playing?.id ?? null,
      ended: status === 'ended',
      reminded: reminded.has(t.id),
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
