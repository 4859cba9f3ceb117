import { z } from 'zod';

/**
 * The console's revenue and activity analytics (interfaces.md "Operator console"): daily
 * roll-ups in the operator's time zone. `GET /api/console/analytics/summary` replies with
 * `ZAnalyticsSummaryReply`, the analytics screen reads `ZAnalyticsReportReply`.
 */

/** The longest range one request may ask for, in days (both ends included). */
const MAX_ANALYTICS_DAYS = 400;

// Bounded: PostgreSQL has no year 0, and no roll-up reaches past this century.
const ZDay = z.iso
  .date({ error: 'must be a date, YYYY-MM-DD' })
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'must be in 2000 to 2099');

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

const ZRange = z.object({ from: ZDay, to: ZDay });
const rangeChecks = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from === undefined || q.to === undefined) {
    if (q.from !== q.to) {
      const missing = q.from === undefined ? 'from' : 'to';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'give both from and to, or neither',
      });
    }
  } else if (q.to < q.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  } else if (dayCount(q.from, q.to) > MAX_ANALYTICS_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${MAX_ANALYTICS_DAYS} days after from`,
    });
  }
};

export const ZAnalyticsSummaryQuery = ZRange.superRefine(rangeChecks);

const ZAnalyticsDay = z.object({
  date: z.string(),
  /** Players who started at least one game that day. */
  active_players: z.number().int().min(0),
  /** Games started that day, every mode. */
  games: z.number().int().min(0),
  new_subscriptions: z.number().int().min(0),
  renewals: z.number().int().min(0),
  unsubscriptions: z.number().int().min(0),
  /** Succeeded payments settled that day, in minor units of the packs' currency. */
  revenue_minor: z.number().int().min(0),
});

/** Every day of the range in order, zeros where nothing happened. */
export const ZAnalyticsSummaryReply = z.object({ days: z.array(ZAnalyticsDay) });
export type AnalyticsSummaryReply = z.infer<typeof ZAnalyticsSummaryReply>;

export const ANALYTICS_GRAINS = ['day', 'week', 'month'] as const;
export type AnalyticsGrain = (typeof ANALYTICS_GRAINS)[number];

/**
 * Without from and to, the last 30 operator-time days (the browser cannot tell the operator's
 * today). A week or month grain widens the range to whole weeks (from Saturday) or months.
 */
export const ZAnalyticsReportQuery = z
  .object({
    from: ZDay.optional(),
    to: ZDay.optional(),
    grain: z.enum(ANALYTICS_GRAINS).default('day'),
  })
  .superRefine(rangeChecks);
export type AnalyticsReportQuery = z.input<typeof ZAnalyticsReportQuery>;

const count = z.number().int().min(0);

const ZAnalyticsPeriod = z.object({
  start: z.string(),
  end: z.string(),
  /** Distinct players who started a game in the period. */
  active_players: count,
  games: z.object({ topic: count, tournament: count, challenge: count }),
  /** Entries of the tournaments that ended in the period (one per player and tournament). */
  tournament_entries: count,
  /**
   * Live battles started in the period: all of them, those with a stake, those against the
   * practice bot, and the coins both players staked together.
   */
  battles: z.object({ total: count, staked: count, bot: count, coins_staked: count }),
  new_subscriptions: count,
  renewals: count,
  /** Subscriptions that ended in the period (not renewed, or a renewal declined). */
  lapses: count,
  unsubscriptions: count,
  subscribers_at_start: count,
  /** lapses ÷ subscribers at the period's start; null without subscribers. */
  churn: z.number().min(0).nullable(),
  revenue_minor: count,
  /** revenue ÷ active players, rounded; null without active players. */
  revenue_per_active_player_minor: count.nullable(),
});
export type AnalyticsPeriod = z.infer<typeof ZAnalyticsPeriod>;

/** One pack and provider in one period: its subscription movements and revenue. */
const ZAnalyticsPackRow = z.object({
  period_start: z.string(),
  pack_id: z.number().int(),
  pack: z.string(),
  provider: z.string(),
  currency: z.string(),
  new_subscriptions: count,
  renewals: count,
  lapses: count,
  unsubscriptions: count,
  revenue_minor: count,
});
export type AnalyticsPackRow = z.infer<typeof ZAnalyticsPackRow>;

export const ZAnalyticsReportReply = z.object({
  from: z.string(),
  to: z.string(),
  grain: z.enum(ANALYTICS_GRAINS),
  periods: z.array(ZAnalyticsPeriod),
  packs: z.array(ZAnalyticsPackRow),
  /** When the roll-up last ran; null before its first run. */
  rolled_up_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AnalyticsReportReply = z.infer<typeof ZAnalyticsReportReply>;

/** interfaces.md: `GET /api/console/analytics/retention`, cohorts of new players by week. */
export const ZRetentionQuery = ZRange.superRefine(rangeChecks);
export type RetentionQuery = z.input<typeof ZRetentionQuery>;

const ZRetentionCohort = z.object({
  /** The cohort's first day (weeks start on Saturday, as the analytics report's). */
  week: z.string(),
  /** Players whose first game was in that week (operator days). */
  players: z.number().int().min(0),
  /** Shares from 0 to 1 of the cohort who played N days after their own first day; null while
   * that day has not yet ended for every player of the cohort. */
  d1: z.number().min(0).max(1).nullable(),
  d7: z.number().min(0).max(1).nullable(),
  d30: z.number().min(0).max(1).nullable(),
});
export type RetentionCohort = z.infer<typeof ZRetentionCohort>;

/**
 * The streak lengths the distribution groups by: each bucket runs from its number up to the
 * next one's, the last has no end (1, 2, 3–6, 7–13, 14–29, 30+ days; a freeze comes every 7th).
 */
export const STREAK_BUCKETS = [1, 2, 3, 7, 14, 30] as const;

const ZStreakBucket = z.object({
  min_days: z.number().int().min(1),
  /** null for the last bucket. */
  max_days: z.number().int().min(1).nullable(),
  /** Players whose streak was alive (freezes covering missed days) with that many days. */
  players: count,
});
export type StreakBucket = z.infer<typeof ZStreakBucket>;

const ZRewardDay = z.object({
  date: z.string(),
  claims: count,
  /** Coins and gems the day's claims paid. */
  coins: count,
  gems: count,
});

export const ZRetentionReply = z.object({
  cohorts: z.array(ZRetentionCohort),
  /**
   * Live streak lengths at the last roll-up of the range's latest counted day (`day`); null, with
   * zero players, when no day of the range was counted (snapshots start with the roll-up's first
   * run).
   */
  streaks: z.object({ day: z.string().nullable(), buckets: z.array(ZStreakBucket) }),
  /** Every day of the cohorts' weeks in order: daily reward claims and what they paid. */
  daily_rewards: z.array(ZRewardDay),
});
export type RetentionReply = z.infer<typeof ZRetentionReply>;
