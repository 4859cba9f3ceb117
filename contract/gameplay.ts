import { z } from 'zod';
import { ZId } from './envelope';
import { ZWallet } from './users';

export const ZQuestion = z.object({
  question_id: z.number().int(),
  /** 1-based position in the game. */
  question_no: z.number().int(),
  questions_left: z.number().int(),
  type: z.enum(['text', 'image']),
  src_url: z.string().nullable(),
  question_value: z.string(),
  options: z.array(z.object({ id: z.number().int(), value: z.string() })),
  /** Seconds this question allows; null when it has no timer. */
  timer: z.number().int().nullable(),
  /** Seconds left by the server's clock (less than timer after a reload). */
  remaining_time: z.number().int().nullable(),
});
export type Question = z.infer<typeof ZQuestion>;

/** What the player did with the question now on screen, once answered. */
const ZAnswerOutcome = z.object({
  answer_id: z.number().int().nullable(),
  is_correct: z.boolean(),
  timed_out: z.boolean(),
  /** Null while a paid retry is still possible: showing it would make the retry a sure win. */
  correct_answer_id: z.number().int().nullable(),
  points: z.number().int(),
  try_again_used: z.boolean(),
});
export type AnswerOutcome = z.infer<typeof ZAnswerOutcome>;

const ZTopicResult = z.object({
  total_correct: z.number().int(),
  total_quiz: z.number().int(),
  points: z.number().int(),
  /** Fraction (0..1) of the topic's questions the player has ever answered correctly. */
  progress_topic: z.number(),
  level: z.number().int(),
  next_level: z.number().int(),
  next_topic_id: z.number().int().nullable(),
  next_topic_category: z.string().nullable(),
  next_topic_title: z.string().nullable(),
});
export type TopicResult = z.infer<typeof ZTopicResult>;

export const ZStartGameRequest = z.object({ topic_id: ZId });
export const ZGameIdRequest = z.object({ game_id: ZId });
export const ZGameParams = z.object({ game_id: ZId });

/** The whole state of a game: start, resume after a reload, and Next all answer with it. */
export const ZGameState = z.object({
  game_id: z.number().int(),
  topic_id: z.number().int(),
  topic_name: z.string(),
  status: z.enum(['playing', 'finished']),
  total_quiz: z.number().int(),
  total_correct: z.number().int(),
  points: z.number().int(),
  question: ZQuestion,
  /** Set once the question on screen is answered. */
  answer: ZAnswerOutcome.nullable(),
  /** The option answered wrongly before a paid try-again of the question on screen: refused. */
  tried_option_id: z.number().int().nullable(),
  question_finished: z.boolean(),
  result: ZTopicResult.nullable(),
  wallet: ZWallet,
  try_again_coin_amount: z.number().int(),
  fifty_fifty_coin_amount: z.number().int(),
  get_answer_gem_amount: z.number().int(),
});
export type GameState = z.infer<typeof ZGameState>;

export const ZSubmitAnswerRequest = z.object({
  game_id: ZId,
  question_id: ZId,
  /** Null (or 0) when the countdown ran out without an answer. */
  answer_id: z.union([ZId, z.literal(0), z.null()]),
  remaining_time: z.coerce.number().min(0, 'must be 0 or more').max(3600).optional(),
});

export const ZSubmitAnswerReply = z.object({
  question_finished: z.boolean(),
  is_correct: z.boolean(),
  timed_out: z.boolean(),
  /** Null while a paid retry is still possible (see ZAnswerOutcome). */
  correct_answer_id: z.number().int().nullable(),
  points: z.number().int(),
  coins_earned: z.number().int(),
  total_correct: z.number().int(),
  total_quiz: z.number().int(),
  /**
   * Always null: the next question is served by gameplay/next, so its clock starts when the
   * player taps Next and a wrong answer can still be retried.
   */
  question: z.null(),
  can_try_again: z.boolean(),
  wallet: ZWallet,
  progress_topic: z.number().nullable(),
  level: z.number().int().nullable(),
  next_level: z.number().int().nullable(),
  next_topic_id: z.number().int().nullable(),
  next_topic_category: z.string().nullable(),
  next_topic_title: z.string().nullable(),
});
export type SubmitAnswerReply = z.infer<typeof ZSubmitAnswerReply>;

export const ZTryAgainRequest = z.object({
  game_id: ZId,
  question_id: ZId,
  using: z.literal('coins', { error: 'must be "coins"' }).default('coins'),
});
export const ZTryAgainReply = z.object({
  success: z.boolean(),
  message: z.string(),
  game: ZGameState,
});

export const ZReportType = z.enum(['wrong_question', 'wrong_answer', 'others'], {
  error: 'must be wrong_question, wrong_answer or others',
});
export const ZReportRequest = z.object({ question_id: ZId, type: ZReportType });
/** A repeat report is accepted too (the message says so) and counted once, so retrying is safe. */
export const ZReportReply = z.object({ reported: z.boolean() });

export const ZBcsHistoryReply = z.object({
  today: z.number().int(),
  this_week: z.number().int(),
  this_month: z.number().int(),
});
