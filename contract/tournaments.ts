import { z } from 'zod';
import { ZId } from './envelope';
import { ZQuestion } from './gameplay';
import { ZRankingEntry } from './topics';
import { ZWallet } from './users';

const ZTournamentType = z.enum(['DAILY', 'MEGA'], { error: 'must be DAILY or MEGA' });
export type TournamentType = z.infer<typeof ZTournamentType>;

/** Before its start, inside its window, after its end (game-rules.md "Tournaments"). */
const ZTournamentStatus = z.enum(['upcoming', 'running', 'ended']);
export type TournamentStatus = z.infer<typeof ZTournamentStatus>;

const ZTournamentCard = z.object({
  id: z.number().int(),
  type: ZTournamentType,
  name: z.string(),
  caption: z.string(),
  prize: z.string(),
  status: ZTournamentStatus,
  /** Seconds until the start; 0 once it has started. */
  starts_in: z.number().int(),
  /** Seconds until the end; 0 once over. */
  time_left: z.number().int(),
  /** Empty when the tournament has no image: the client shows its default. */
  tournament_image: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /**
   * The operator's local days (YYYY-MM-DD, OPERATOR_TIMEZONE) of the first and the last moment
   * it is open, for the leaderboard: a daily tournament from midnight to midnight has both equal.
   */
  start_date: z.string(),
  end_date: z.string(),
});
export type TournamentCard = z.infer<typeof ZTournamentCard>;

export const ZTournamentListReply = z.object({ tournaments: z.array(ZTournamentCard) });

/** A running tournament on the leaderboard, with the top of its live ranking. */
const ZRunningTournament = ZTournamentCard.extend({
  /** The first three of the ranking (fewer while fewer have finished an attempt). */
  top: z.array(ZRankingEntry),
});
export type RunningTournament = z.infer<typeof ZRunningTournament>;
export const ZRunningTournamentsReply = z.object({ tournaments: z.array(ZRunningTournament) });

/** An ended tournament of the last 7 days, latest end first, with its winners. */
const ZFinishedTournament = ZTournamentCard.extend({
  /** The top three of the final ranking (empty when nobody finished an attempt). */
  winners: z.array(ZRankingEntry),
});
export type FinishedTournament = z.infer<typeof ZFinishedTournament>;
export const ZFinishedTournamentsReply = z.object({ tournaments: z.array(ZFinishedTournament) });

export const ZTournamentTypeQuery = z.object({ type: ZTournamentType });

/** A tournament that starts within the next 24 hours, and whether the player asked to be reminded. */
const ZUpcomingTournament = ZTournamentCard.extend({
  /** The player asked for a notification 10 minutes before the start. */
  reminded: z.boolean(),
});
export type UpcomingTournament = z.infer<typeof ZUpcomingTournament>;
export const ZUpcomingTournamentsReply = z.object({ tournaments: z.array(ZUpcomingTournament) });

/** Turns the player's reminder of an upcoming tournament on or off (setting it twice is a no-op). */
export const ZTournamentReminderRequest = z.object({
  tournament_id: ZId,
  remind: z.boolean({ error: 'must be true or false' }),
});
export const ZTournamentReminderReply = z.object({
  tournament_id: z.number().int(),
  reminded: z.boolean(),
  /** When the notification comes (10 minutes before the start); null when off. */
  remind_at: z.string().nullable(),
});
export type TournamentReminderReply = z.infer<typeof ZTournamentReminderReply>;

export const ZTournamentIdRequest = z.object({ tournament_id: ZId });

const ZTournamentDetails = ZTournamentCard.extend({
  /** Players who hold an active pack covering this tournament's type (not who plays it). */
  subscriber_count: z.number().int(),
  /** Players who have started at least one attempt of this tournament. */
  player_count: z.number().int(),
  /** Attempts played < chances. */
  has_quota: z.boolean(),
  /** The player holds an active pack that covers this tournament's type. */
  subscribed: z.boolean(),
  /** What to show instead of Play when it cannot start ("" when it can). */
  message: z.string(),
  /** Seconds for a whole attempt. */
  duration: z.number().int(),
  question_count: z.number().int(),
  chances: z.number().int(),
  /** Attempts this player has started. */
  played: z.number().int(),
  /** The player's unfinished attempt, to resume instead of starting (null when none). */
  game_id: z.number().int().nullable(),
  /** True once the window has closed and the ranking is frozen. */
  ended: z.boolean(),
  /** The player asked for a notification 10 minutes before the start. */
  reminded: z.boolean(),
});
export type TournamentDetails = z.infer<typeof ZTournamentDetails>;

export const ZTournamentDetailsReply = z.object({
  tournament: ZTournamentDetails,
  /** Recent best: the top of the ranking (10 entries). */
  ranking: z.array(ZRankingEntry),
  /** The player's own standing (null before a finished attempt). */
  my_position: z.number().int().nullable(),
  my_points: z.number().int().nullable(),
});
export type TournamentDetailsReply = z.infer<typeof ZTournamentDetailsReply>;

export const ZTournamentRankingRequest = z.object({
  tournament_id: ZId,
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000, 'is too large').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
});
export const ZTournamentRankingReply = z.object({
  ranking: z.array(ZRankingEntry),
  page: z.number().int(),
  page_count: z.number().int(),
  /** Entrants with a finished attempt. */
  total: z.number().int(),
});
export type TournamentRankingReply = z.infer<typeof ZTournamentRankingReply>;

const ZTournamentResult = z.object({
  total_correct: z.number().int(),
  total_quiz: z.number().int(),
  /** This attempt: 100 per correct + remaining seconds. */
  score: z.number().int(),
  /** The player's best attempt (not necessarily this one) and its position in the ranking. */
  best_score: z.number().int(),
  position: z.number().int().nullable(),
  /** This attempt ended because its time (or the tournament) ran out, not by its last answer. */
  timed_out: z.boolean(),
  message: z.string(),
});
export type TournamentResult = z.infer<typeof ZTournamentResult>;

/**
 * The whole state of a tournament attempt: start, resume (GET tournament/game/{game_id}) and submit
 * answer with it. The correct option is never sent, except by get-answer.
 */
export const ZTournamentGame = z.object({
  game_id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  status: z.enum(['playing', 'finished']),
  total_quiz: z.number().int(),
  total_correct: z.number().int(),
  /**
   * The attempt's score so far: 100 per correct answer while it is played; once finished, with
   * the seconds left added (the result's score).
   */
  score: z.number().int(),
  /** Seconds for the whole attempt. */
  playing_duration: z.number().int(),
  /** Seconds left of the attempt by the server's clock. */
  remaining_time: z.number().int(),
  /** The question on screen (its `timer` is null: the whole attempt has one clock); null once finished. */
  question: ZQuestion.nullable(),
  /** Option ids hidden by fifty-fifty on the question on screen (empty when not used). */
  hidden_option_ids: z.array(z.number().int()),
  /** Set by get-answer on the question on screen. */
  revealed_answer_id: z.number().int().nullable(),
  fifty_fifty_used: z.boolean(),
  get_answer_used: z.boolean(),
  fifty_fifty_coin_amount: z.number().int(),
  get_answer_gem_amount: z.number().int(),
  wallet: ZWallet,
  chances: z.number().int(),
  played: z.number().int(),
  result: ZTournamentResult.nullable(),
});
export type TournamentGame = z.infer<typeof ZTournamentGame>;

export const ZTournamentGameParams = z.object({ game_id: ZId });

export const ZTournamentSubmitRequest = z.object({
  game_id: ZId,
  question_id: ZId,
  /** Null (or 0) when the player let the clock run out. */
  answer_id: z.union([ZId, z.literal(0), z.null()]),
  /** Ignored for scoring: the server's clock decides. */
  remaining_time: z.coerce.number().min(0, 'must be 0 or more').max(86_400).optional(),
});

/**
 * The attempt after the answer: the next question is served at once (the clock is the attempt's).
 * It says whether the pick was right and the running score, never which option was right: every
 * player gets the same questions while the tournament runs (the review shows them once it ends).
 */
export const ZTournamentSubmitReply = ZTournamentGame.extend({
  is_correct: z.boolean(),
  /** The attempt's time ran out before this answer arrived. */
  timed_out: z.boolean(),
  /** Every question is answered (or time is up): `result` is set. */
  question_finished: z.boolean(),
});
export type TournamentSubmitReply = z.infer<typeof ZTournamentSubmitReply>;

export const ZTournamentReviewQuery = z.object({ tournament_id: ZId });

/** A question of an attempt as it was played, with the right option (only once the tournament ended). */
const ZReviewedQuestion = z.object({
  question: ZQuestion,
  /** The option picked; null when none was (the time ran out). */
  answer_id: z.number().int().nullable(),
  is_correct: z.boolean(),
  correct_answer_id: z.number().int(),
});
export type ReviewedQuestion = z.infer<typeof ZReviewedQuestion>;

const ZReviewedAttempt = z.object({
  game_id: z.number().int(),
  score: z.number().int(),
  total_correct: z.number().int(),
  total_quiz: z.number().int(),
  timed_out: z.boolean(),
  finished_at: z.string().nullable(),
  questions: z.array(ZReviewedQuestion),
});
export type ReviewedAttempt = z.infer<typeof ZReviewedAttempt>;

/** The player's own finished attempts of an ended tournament, first attempt first. */
export const ZTournamentReviewReply = z.object({
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  attempts: z.array(ZReviewedAttempt),
});
export type TournamentReviewReply = z.infer<typeof ZTournamentReviewReply>;

export const ZLifelineRequest = z.object({ game_id: ZId, question_id: ZId });
export const ZFiftyFiftyReply = z.object({
  /** Two wrong option ids to hide. */
  hidden_option_ids: z.array(z.number().int()),
  wallet: ZWallet,
});
export const ZGetAnswerReply = z.object({
  correct_answer_id: z.number().int(),
  wallet: ZWallet,
});

/**
 * Development only (absent in production): POST /dev/subscribe subscribes a player to the daily
 * and mega packs. The player is the bearer token's, or else the one with this msisdn (created
 * when new, as the microsite would).
 */
export const ZDevSubscribeRequest = z.object({
  msisdn: z
    .string()
    .regex(/^\d{11}$/, 'must be 11 digits')
    .optional(),
  types: z.array(ZTournamentType).min(1).default(['DAILY', 'MEGA']),
});
export const ZDevSubscribeReply = z.object({ subscribed: z.array(ZTournamentType) });
