import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  BadgesReply,
  CelebrationsReply,
  DailyRewardReply,
  StreakReply,
} from '@contract/retention';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { localized, type Language } from '../../lib/language';
import { levelOf, pointsToNextLevel } from '../users';
import { users } from '../users/tables';
import { moveWallet } from '../wallet';
import { operatorDay } from './events';
import {
  type BadgeRule,
  badges,
  celebrations,
  dailyRewardClaims,
  playerBadges,
  playerProgress,
} from './tables';

const DAY_MS = 86_400_000;
/** Days between two YYYY-MM-DD dates (b − a). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);
const previousDay = (day: string) => new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);

type Progress = typeof playerProgress.$inferSelect;

/**
 * The streak as it stands today: a streak whose missed days the held freezes cover is alive,
 * those freezes counted as used (they are used up on their own; the next game writes it down).
 */
function liveStreak(p: Progress | undefined, today: string) {
  if (!p?.lastPlayDay) return { streak: 0, freezes: p?.freezes ?? 0, playedToday: false };
  const missed = Math.max(0, daysBetween(p.lastPlayDay, today) - 1);
  if (missed > p.freezes) return { streak: 0, freezes: 0, playedToday: false };
  return {
    streak: p.streakDays,
    freezes: p.freezes - missed,
    playedToday: p.lastPlayDay === today,
  };
}

async function lastClaim(db: DbOrTx, userId: number) {
  const [c] = await db
    .select()
    .from(dailyRewardClaims)
    .where(eq(dailyRewardClaims.userId, userId))
    .orderBy(desc(dailyRewardClaims.day))
    .limit(1);
  return c;
}

/** The day of the 7-day cycle a claim today is: the next one after yesterday's claim, else 1. */
function rewardOf(
  ctx: AppContext,
  last: { day: string; dayInCycle: number } | undefined,
  today: string,
) {
  const rules = ctx.config.rules;
  const claimedToday = last?.day === today;
  const dayInCycle = claimedToday
    ? last.dayInCycle
    : last?.day === previousDay(today)
      ? (last.dayInCycle % 7) + 1
      : 1;
  return {
    day_in_cycle: dayInCycle,
    coins: rules.dailyRewardCoins[dayInCycle - 1] ?? 0,
    gems: dayInCycle === 7 ? rules.dailyRewardGemsDay7 : 0,
    claimable: !claimedToday,
  };
}

export async function getStreak(ctx: AppContext, user: AuthUser): Promise<StreakReply> {
  const today = operatorDay(ctx, ctx.clock.now());
  const [p] = await ctx.db.select().from(playerProgress).where(eq(playerProgress.userId, user.id));
  const live = liveStreak(p, today);
  return {
    streak_days: live.streak,
    best_streak: p?.bestStreak ?? 0,
    freezes: live.freezes,
    played_today: live.playedToday,
    reward: rewardOf(ctx, await lastClaim(ctx.db, user.id), today),
  };
}

/**
 * Pays today's reward once: the claim's key (player, day) lets one of any number of concurrent
 * claims in, in any process; the others wait on it and find it taken (409). The ledger key is a
 * second lock on the same door.
 */
export async function claimDailyReward(ctx: AppContext, user: AuthUser): Promise<DailyRewardReply> {
  const today = operatorDay(ctx, ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const reward = rewardOf(ctx, await lastClaim(tx, user.id), today);
    const [claim] = await tx
      .insert(dailyRewardClaims)
      .values({
        userId: user.id,
        day: today,
        dayInCycle: reward.day_in_cycle,
        coins: reward.coins,
        gems: reward.gems,
      })
      .onConflictDoNothing()
      .returning();
    if (!claim)
      throw new AppError(
        'already_claimed',
        "Today's reward is already claimed: come back tomorrow",
      );
    const key = `daily-reward:${user.id}:${today}`;
    let wallet = await moveWallet(tx, {
      userId: user.id,
      currency: 'coin',
      delta: claim.coins,
      reason: 'daily_reward',
      reference: `daily-reward:${today}`,
      idempotencyKey: key,
    });
    if (claim.gems > 0) {
      wallet = await moveWallet(tx, {
        userId: user.id,
        currency: 'gem',
        delta: claim.gems,
        reason: 'daily_reward',
        reference: `daily-reward:${today}`,
        idempotencyKey: `${key}:gem`,
      });
    }
    return { coins: claim.coins, gems: claim.gems, wallet };
  });
}

const RULE_COLUMN: Record<BadgeRule, keyof Progress> = {
  games_finished: 'gamesFinished',
  correct_answers: 'correctAnswers',
  perfect_games: 'perfectGames',
  streak_days: 'streakDays',
  topics_completed: 'topicsCompleted',
  tournament_top10: 'tournamentTop10',
  tournament_wins: 'tournamentWins',
  challenges_won: 'challengesWon',
  battles_won: 'battlesWon',
  friends: 'friends',
};

/**
 * The address players load a badge's picture from. Editors could once store any https address;
 * such a picture is blocked by the CSP (img-src 'self') and would tell a third party who opens
 * the badge screen, so only this site's paths are shown and anything else gets the slug's drawing.
 */
export const badgeImage = (b: { imageUrl: string | null; slug: string }) =>
  b.imageUrl !== null && /^\/(?![/\\])/.test(b.imageUrl) ? b.imageUrl : `/badges/${b.slug}.svg`;

/** Every badge the player earned (retired ones too) and every current one still locked. */
export async function listBadges(db: DbOrTx, userId: number, lang: Language): Promise<BadgesReply> {
  const rows = await db
    .select({ b: badges, earnedAt: playerBadges.earnedAt })
    .from(badges)
    .leftJoin(
      playerBadges,
      and(eq(playerBadges.badgeId, badges.id), eq(playerBadges.userId, userId)),
    )
    .where(sql`${badges.retiredAt} is null or ${playerBadges.earnedAt} is not null`)
    .orderBy(asc(badges.rule), asc(badges.threshold), asc(badges.id));
  const [p] = await db.select().from(playerProgress).where(eq(playerProgress.userId, userId));
  return {
    badges: rows.map(({ b, earnedAt }) => {
      const value = p ? Number(p[RULE_COLUMN[b.rule]] ?? 0) : 0;
      return {
        id: b.id,
        slug: b.slug,
        name: localized(lang, b.nameEn, b.nameMm),
        description: localized(lang, b.descriptionEn, b.descriptionMm),
        image_url: badgeImage(b),
        earned_at: earnedAt?.toISOString() ?? null,
        progress: {
          value: earnedAt ? b.threshold : Math.min(value, b.threshold),
          target: b.threshold,
        },
      };
    }),
  };
}

/** A player's earned badges, newest first (profile: the last three; ranking card: all). */
export async function earnedBadges(db: DbOrTx, userId: number, lang: Language, limit = 50) {
  const rows = await db
    .select({ b: badges, earnedAt: playerBadges.earnedAt })
    .from(playerBadges)
    .innerJoin(badges, eq(badges.id, playerBadges.badgeId))
    .where(eq(playerBadges.userId, userId))
    .orderBy(desc(playerBadges.earnedAt), desc(badges.id))
    .limit(limit);
  return rows.map(({ b, earnedAt }) => ({
    id: b.id,
    slug: b.slug,
    name: localized(lang, b.nameEn, b.nameMm),
    image_url: badgeImage(b),
    earned_at: earnedAt.toISOString(),
  }));
}

/** Celebrations not yet shown, oldest first: the next screen shows them, once. */
export async function pendingCelebrations(
  ctx: AppContext,
  user: AuthUser,
  lang: Language,
): Promise<CelebrationsReply> {
  const rows = await ctx.db
    .select({ c: celebrations, b: badges })
    .from(celebrations)
    .leftJoin(badges, eq(badges.id, celebrations.badgeId))
    .where(and(eq(celebrations.userId, user.id), isNull(celebrations.seenAt)))
    .orderBy(asc(celebrations.id))
    .limit(10);
  const [me] = await ctx.db
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, user.id));
  const points = me?.points ?? 0;
  return {
    celebrations: rows.map(({ c, b }) => ({
      id: c.id,
      kind: c.kind,
      badge: b
        ? {
            id: b.id,
            name: localized(lang, b.nameEn, b.nameMm),
            description: localized(lang, b.descriptionEn, b.descriptionMm),
            image_url: badgeImage(b),
          }
        : null,
      level: c.level,
      // What the next level needs, from the player's points now.
      next_level_points:
        c.kind === 'level' && levelOf(points) === c.level ? pointsToNextLevel(points) : null,
    })),
  };
}

/** Marks celebrations shown (only the player's own); showing one twice is harmless. */
export async function markCelebrationsSeen(ctx: AppContext, user: AuthUser, ids: number[]) {
  if (ids.length === 0) return { seen: 0 };
  const done = await ctx.db
    .update(celebrations)
    .set({ seenAt: new Date() })
    .where(
      and(
        eq(celebrations.userId, user.id),
        isNull(celebrations.seenAt),
        sql`${celebrations.id} = any(${`{${ids.map(Number).join(',')}}`}::int[])`,
      ),
    )
    .returning({ id: celebrations.id });
  return { seen: done.length };
}

export type BadgeSeed = Pick<
  typeof badges.$inferInsert,
  'slug' | 'rule' | 'threshold' | 'nameEn' | 'nameMm' | 'descriptionEn' | 'descriptionMm'
>;

/** The demo badge catalogue (content/badges.json); pictures default to /badges/<slug>.svg. */
export async function seedBadges(db: DbOrTx, list: BadgeSeed[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(badges).values(list).onConflictDoNothing();
}
