import { z } from 'zod';
import { ZId } from './envelope';

// Live battles (interfaces.md "Live battles (Socket.IO)"): the payloads of every event, both ways,
// and the HTTP replies of the history. The event table that names them is ./battle-events.ts.

/** The stakes a quick battle or an invitation may name (game-rules "Live battles"). */
export const BATTLE_STAKES = [0, 200, 500, 1000] as const;
export const ZBattleStake = z.literal(BATTLE_STAKES, { error: 'must be 0, 200, 500 or 1000' });
export type BattleStake = (typeof BATTLE_STAKES)[number];

/** ISO 8601 instants, as the server writes them. */
const ZInstant = z.string();
/** A JSON object keyed by user id (the practice bot's key is 0). */
const byUser = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

// ---- Client → server ----------------------------------------------------------------------

export const ZQueueJoin = z.object({ stake: ZBattleStake, topic_id: ZId.optional() });
export type QueueJoin = z.input<typeof ZQueueJoin>;
export const ZQueueLeave = z.object({});
export const ZInviteSend = z.object({
  friend_user_id: ZId,
  stake: ZBattleStake,
  topic_id: ZId.optional(),
});
export type InviteSend = z.input<typeof ZInviteSend>;
export const ZInviteId = z.object({ invite_id: ZId });
export const ZBattleAnswer = z.object({
  battle_id: ZId,
  question_no: z.number().int().min(1).max(50),
  answer_id: ZId,
});
export type BattleAnswer = z.input<typeof ZBattleAnswer>;
export const ZBattleRejoin = z.object({ battle_id: ZId });

// ---- Acknowledgement data -----------------------------------------------------------------

export const ZQueued = z.object({ queued: z.boolean() });
export const ZInviteSent = z.object({ invite_id: z.number().int() });
export const ZInviteAccepted = z.object({ battle_id: z.number().int() });
export const ZInviteDeclined = z.object({ invite_id: z.number().int() });
export const ZAnswerAccepted = z.object({ accepted: z.literal(true) });

// ---- Server → client ----------------------------------------------------------------------

export const ZBattlePlayer = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
  is_bot: z.boolean(),
});
export type BattlePlayer = z.infer<typeof ZBattlePlayer>;

export const ZInviteReceived = z.object({
  invite_id: z.number().int(),
  from: z.object({ user_id: z.number().int(), name: z.string(), image_url: z.string().nullable() }),
  stake: ZBattleStake,
  topic_id: z.number().int().nullable(),
  expires_at: ZInstant,
});
export type InviteReceived = z.infer<typeof ZInviteReceived>;

export const ZQueueTimeout = z.object({ stake: ZBattleStake });

export const ZBattleMatched = z.object({
  battle_id: z.number().int(),
  opponent: ZBattlePlayer,
  stake: ZBattleStake,
  question_count: z.number().int(),
  question_seconds: z.number(),
});
export type BattleMatched = z.infer<typeof ZBattleMatched>;

/** A question as both players read it: never which option is right (that waits for the reveal). */
export const ZBattleQuestionView = z.object({
  question_id: z.number().int(),
  type: z.enum(['text', 'image']),
  question_value: z.string(),
  src_url: z.string().nullable(),
  options: z.array(z.object({ id: z.number().int(), value: z.string() })),
});
export type BattleQuestionView = z.infer<typeof ZBattleQuestionView>;

export const ZBattleQuestion = z.object({
  battle_id: z.number().int(),
  question_no: z.number().int(),
  question: ZBattleQuestionView,
  ends_at: ZInstant,
  server_time: ZInstant,
});
export type BattleQuestion = z.infer<typeof ZBattleQuestion>;

export const ZBattleOpponent = z.object({
  battle_id: z.number().int(),
  question_no: z.number().int(),
  answered: z.literal(true),
});

export const ZBattlePresence = z.object({
  battle_id: z.number().int(),
  user_id: z.number().int(),
  connected: z.boolean(),
});

const ZRevealAnswer = z.object({
  /** Null: no answer in time. */
  answer_id: z.number().int().nullable(),
  correct: z.boolean(),
  points: z.number().int(),
});

export const ZBattleReveal = z.object({
  battle_id: z.number().int(),
  question_no: z.number().int(),
  correct_answer_id: z.number().int(),
  answers: byUser(ZRevealAnswer),
  scores: byUser(z.number().int()),
});
export type BattleReveal = z.infer<typeof ZBattleReveal>;

export const ZBattleResult = z.enum(['win', 'draw', 'loss']);
export type BattleResult = z.infer<typeof ZBattleResult>;

export const ZBattleFinished = z.object({
  battle_id: z.number().int(),
  /** The receiver's. */
  result: ZBattleResult,
  scores: byUser(z.number().int()),
  /** Coins the battle moved for the receiver: +stake on a win, −stake on a loss, 0 on a draw. */
  coins_delta: z.number().int(),
});
export type BattleFinished = z.infer<typeof ZBattleFinished>;

/**
 * Where a battle stands, for a player who (re)connects or asks: the question on screen (null
 * before the first, between two and after the last) with its deadline by the server's clock.
 */
export const ZBattleState = z.object({
  battle_id: z.number().int(),
  status: z.enum(['running', 'finished']),
  question_no: z.number().int(),
  question: ZBattleQuestionView.nullable(),
  ends_at: ZInstant.nullable(),
  scores: byUser(z.number().int()),
  opponent: ZBattlePlayer,
});
export type BattleState = z.infer<typeof ZBattleState>;

// ---- HTTP ---------------------------------------------------------------------------------

export const ZBattleListQuery = z.object({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'is too large')
    .default(1),
});

export const ZBattleListEntry = z.object({
  battle_id: z.number().int(),
  opponent: ZBattlePlayer,
  is_bot: z.boolean(),
  stake: ZBattleStake,
  my_score: z.number().int(),
  opponent_score: z.number().int(),
  result: ZBattleResult,
  finished_at: ZInstant,
});
export type BattleListEntry = z.infer<typeof ZBattleListEntry>;

export const ZBattleListReply = z.object({
  battles: z.array(ZBattleListEntry),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type BattleListReply = z.infer<typeof ZBattleListReply>;

export const ZBattleParams = z.object({ id: ZId });
