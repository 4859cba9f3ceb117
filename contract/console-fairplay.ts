import { z } from 'zod';
import { ZReason } from './console';
import { ZId } from './envelope';

/**
 * Fair play in the operator console (game-rules "Operator console"): tournament attempts flagged
 * for inhumanly fast or near-constant correct answers, their timings beside the median player's,
 * and staff's review of them (disqualify or dismiss, each with its reason).
 */
const FLAG_STATUSES = ['open', 'dismissed', 'disqualified'] as const;
const ZFlagStatus = z.enum(FLAG_STATUSES);
export type FlagStatus = z.infer<typeof ZFlagStatus>;

/** `open` waits for review; `closed` is dismissed or disqualified, most recently reviewed first. */
export const ZFairPlayFlagsQuery = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type FairPlayFlagsQuery = z.input<typeof ZFairPlayFlagsQuery>;

const ZFairPlayFlag = z.object({
  game_id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  user_id: z.number().int(),
  player_name: z.string(),
  /** The attempt's score (100 per correct answer + seconds left). */
  score: z.number().int(),
  /** Correct answers given sooner than `min_read_ms` after serving. */
  fast_answers: z.number().int().min(0),
  correct_answers: z.number().int().min(0),
  /** Standard deviation of the correct answers' times in ms; null with fewer than two. */
  spread_ms: z.number().int().min(0).nullable(),
  /**
   * 0 to 100, the open queue's order: the share of correct answers that came too fast, or, for
   * near-constant ones, how far under the allowed spread they stayed (100 = identical times).
   */
  suspicion: z.number().int().min(0).max(100),
  status: ZFlagStatus,
  /** The tournament's ranking is frozen: disqualifying hands the attempt's prize on. */
  frozen: z.boolean(),
  flagged_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
  reviewed_by: z.string().nullable(),
  review_reason: z.string().nullable(),
});
export type FairPlayFlag = z.infer<typeof ZFairPlayFlag>;

/** Open: most suspicious first, then newest. Closed: most recently reviewed first. */
export const ZFairPlayFlagsReply = z.object({
  flags: z.array(ZFairPlayFlag),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type FairPlayFlagsReply = z.infer<typeof ZFairPlayFlagsReply>;

export const ZAttemptParams = z.object({ id: ZId });
export const ZPlayerParams = z.object({ id: ZId });

const ZFairPlayThresholds = z.object({
  min_read_ms: z.number().int(),
  fast_answers: z.number().int(),
  steady_answers: z.number().int(),
  steady_ms: z.number().int(),
});

/** One question of the attempt, served → answered on the server's clock. */
const ZAttemptTiming = z.object({
  position: z.number().int().min(1),
  question_id: z.number().int(),
  /** Null when the question was never answered in time. */
  answer_ms: z.number().int().min(0).nullable(),
  correct: z.boolean(),
  timed_out: z.boolean(),
  /** Correct and sooner than min_read_ms. */
  fast: z.boolean(),
  /** The median answer time of the other players' finished attempts on this question. */
  median_ms: z.number().int().min(0).nullable(),
});
export type AttemptTiming = z.infer<typeof ZAttemptTiming>;

const ZFairPlayAttempt = z.object({
  game_id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  user_id: z.number().int(),
  player_name: z.string(),
  status: z.enum(['playing', 'finished']),
  score: z.number().int(),
  total_correct: z.number().int(),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  /** See ZFairPlayFlag.frozen. */
  frozen: z.boolean(),
  /** The review of this attempt: null when it was never flagged nor reviewed. */
  flag_status: ZFlagStatus.nullable(),
});
export type FairPlayAttempt = z.infer<typeof ZFairPlayAttempt>;

export const ZFairPlayAttemptReply = z.object({
  attempt: ZFairPlayAttempt,
  flag: ZFairPlayFlag.nullable(),
  timings: z.array(ZAttemptTiming),
  /** Other players' finished attempts the medians come from (a bounded sample of entrants). */
  median_attempts: z.number().int().min(0),
  thresholds: ZFairPlayThresholds,
});
export type FairPlayAttemptReply = z.infer<typeof ZFairPlayAttemptReply>;

/** A player's tournament attempts, newest first, each with its review if any. */
export const ZPlayerAttemptsReply = z.object({
  user_id: z.number().int(),
  player_name: z.string(),
  attempts: z.array(ZFairPlayAttempt),
});
export type PlayerAttemptsReply = z.infer<typeof ZPlayerAttemptsReply>;

export const ZFairPlayReviewRequest = z.object({ reason: ZReason });

export const ZFairPlayReviewReply = z.object({
  game_id: z.number().int(),
  action: z.enum(['disqualify', 'dismiss']),
  status: ZFlagStatus,
  frozen: z.boolean(),
  /** The player's standing after the review: their best remaining attempt, if any. */
  ranked: z.boolean(),
  best_score: z.number().int(),
  /** After the freeze: the player now ranked first (the prize's holder), if anyone. */
  winner_user_id: z.number().int().nullable(),
});
export type FairPlayReviewReply = z.infer<typeof ZFairPlayReviewReply>;
