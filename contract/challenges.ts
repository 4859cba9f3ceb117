import { z } from 'zod';
import { ZId } from './envelope';
import { ZQuestion } from './gameplay';
import { ZWallet } from './users';

/** Bets the rules allow (game-rules.md "Challenges"; operators may change them in GAME_RULES). */
export const CHALLENGE_BETS = [200, 500, 1000, 1500, 2000] as const;
export const CHALLENGE_QUESTIONS = { min: 10, max: 100, step: 10, default: 30 } as const;

const ZChallengeType = z.enum(['single', 'global'], { error: 'must be single or global' });
export type ChallengeType = z.infer<typeof ZChallengeType>;

const ZChallengeStatus = z.enum(['pending', 'accepted', 'rejected', 'cancelled', 'completed']);
export type ChallengeStatus = z.infer<typeof ZChallengeStatus>;

/**
 * POST v2.0/challenge/request. `bet` must be one of the configured bets (checked by the server,
 * 422 on `bet` otherwise); `topic_id` is required for `single` and ignored for `global`.
 */
export const ZChallengeCreateRequest = z
  .object({
    friend_user_id: ZId,
    bet: z.coerce.number({ error: 'must be a number' }).int('must be a whole number'),
    number_of_question: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(CHALLENGE_QUESTIONS.min, 'must be at least 10')
      .max(CHALLENGE_QUESTIONS.max, 'must be at most 100')
      .multipleOf(CHALLENGE_QUESTIONS.step, 'must be a multiple of 10')
      .default(CHALLENGE_QUESTIONS.default),
    type: ZChallengeType.default('single'),
    topic_id: z.union([ZId, z.null()]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'single' && (v.topic_id === undefined || v.topic_id === null)) {
      ctx.addIssue({ code: 'custom', path: ['topic_id'], message: 'is required for single' });
    }
  });
export type ChallengeCreateRequest = z.infer<typeof ZChallengeCreateRequest>;

const ZPlayerRef = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
});

/** One side's play: hidden from the other side until the challenge is completed. */
const ZSideResult = z.object({
  total_correct: z.number().int(),
  /** Seconds spent answering, to the tenth (each question counts at most its timer). */
  total_time: z.number(),
});

const ZChallengeResult = z.object({
  /** From the viewer's side. */
  outcome: z.enum(['win', 'loss', 'draw']),
  winner_user_id: z.number().int().nullable(),
  me: ZSideResult,
  opponent: ZSideResult,
  /** Net coins for the viewer: +bet on a win, −bet on a loss, 0 on a draw. */
  coins: z.number().int(),
});
export type ChallengeResult = z.infer<typeof ZChallengeResult>;

const ZMyPlay = z.enum(['not_started', 'playing', 'finished']);

const ZChallenge = z.object({
  id: z.number().int(),
  status: ZChallengeStatus,
  /** `sent`: the viewer challenged; `received`: the viewer was challenged. */
  direction: z.enum(['sent', 'received']),
  /** The other player, whichever side the viewer is on. */
  opponent: ZPlayerRef,
  bet: z.number().int(),
  number_of_question: z.number().int(),
  type: ZChallengeType,
  topic_id: z.number().int().nullable(),
  topic_name: z.string().nullable(),
  created_at: z.string(),
  /** A pending challenge is cancelled (bet refunded) at this time; an accepted one must be played by it. */
  expires_at: z.string(),
  /** Why a challenge ended without play: the 24 h passed. */
  expired: z.boolean(),
  my_play: ZMyPlay,
  /** The game to resume (null before starting). */
  my_game_id: z.number().int().nullable(),
  opponent_play: ZMyPlay,
  can_accept: z.boolean(),
  can_reject: z.boolean(),
  can_cancel: z.boolean(),
  can_play: z.boolean(),
  /**
   * The viewer's own play once their game is finished, shown while the other side still plays
   * (whose play stays hidden until completed); null before.
   */
  my_score: ZSideResult.nullable(),
  /** Set once completed. */
  result: ZChallengeResult.nullable(),
});
export type Challenge = z.infer<typeof ZChallenge>;

/** GET v2.0/challenge/list: sent and received, newest first. */
export const ZChallengeListReply = z.object({ challenges: z.array(ZChallenge) });
export type ChallengeListReply = z.infer<typeof ZChallengeListReply>;

/** accept, reject, cancel, start, result: the challenge. */
export const ZChallengeIdRequest = z.object({ challenge_id: ZId });

/** request, accept, reject, cancel: the challenge after the action and the viewer's wallet. */
export const ZChallengeActionReply = z.object({ challenge: ZChallenge, wallet: ZWallet });
export type ChallengeActionReply = z.infer<typeof ZChallengeActionReply>;

/** POST v2.0/challenge/result (and details): the challenge as the viewer sees it. */
export const ZChallengeReply = z.object({ challenge: ZChallenge });
export type ChallengeReply = z.infer<typeof ZChallengeReply>;

/**
 * A player's challenge game: start (or resume), GET v2.0/challenge/game/{game_id}, and submit answer
 * with it. Each question has its own clock by the server; the correct option is never sent.
 */
export const ZChallengeGame = z.object({
  game_id: z.number().int(),
  challenge_id: z.number().int(),
  status: z.enum(['playing', 'finished']),
  total_quiz: z.number().int(),
  total_correct: z.number().int(),
  /** The question on screen with its timer and remaining_time; null once finished. */
  question: ZQuestion.nullable(),
  wallet: ZWallet,
  challenge: ZChallenge,
});
export type ChallengeGame = z.infer<typeof ZChallengeGame>;

export const ZChallengeGameParams = z.object({ game_id: ZId });

export const ZChallengeSubmitRequest = z.object({
  game_id: ZId,
  question_id: ZId,
  /** Null (or 0) when the question's clock ran out. */
  answer_id: z.union([ZId, z.literal(0), z.null()]),
  /** Ignored for timing: the server's clock decides. */
  remaining_time: z.coerce.number().min(0, 'must be 0 or more').max(3600).optional(),
});

/** The game after the answer: the next question is served (and its clock started) at once. */
export const ZChallengeSubmitReply = ZChallengeGame.extend({
  is_correct: z.boolean(),
  /** The answer came after the question's time (plus grace): counted wrong. */
  timed_out: z.boolean(),
  question_finished: z.boolean(),
});
export type ChallengeSubmitReply = z.infer<typeof ZChallengeSubmitReply>;
