import { z } from 'zod';
import { ZReason } from './console';
import { ZId } from './envelope';

/**
 * Customer care in the operator console (interfaces.md "Operator console", game-rules.md
 * "Operator console"): find a subscriber, read their page, and act on it with a reason.
 */

export const ZPlayerSearchQuery = z.object({
  /**
   * An MSISDN (with +880 or 880, spaces or dashes), 6 or more of its digits, or part of a name
   * (2 characters or more).
   */
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'type the whole number or 2 letters of a name')
    .max(80, 'is too long'),
});

const ZPlayerSummary = z.object({
  id: z.number().int(),
  msisdn: z.string(),
  name: z.string(),
  blocked: z.boolean(),
});
export type PlayerSummary = z.infer<typeof ZPlayerSummary>;
export const ZPlayerSearchReply = z.object({ players: z.array(ZPlayerSummary) });
export type PlayerSearchReply = z.infer<typeof ZPlayerSearchReply>;

export const ZPlayerParams = z.object({ id: ZId });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

const ZPlayerProfile = z.object({
  id: z.number().int(),
  msisdn: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  language: z.string(),
  points: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  tournament_win: z.number().int(),
  tournament_played: z.number().int(),
  created_at: z.string(),
  /** When customer care blocked the player; null while they may sign in. */
  blocked_at: z.string().nullable(),
});
export type PlayerProfile = z.infer<typeof ZPlayerProfile>;

const ZLedgerRow = z.object({
  id: z.number().int(),
  currency: z.enum(['coin', 'gem']),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  at: z.string(),
});
export type LedgerRow = z.infer<typeof ZLedgerRow>;
export const ZLedgerPage = paged(ZLedgerRow);
export type LedgerPage = z.infer<typeof ZLedgerPage>;

const ZGameRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  points: z.number().int(),
  correct: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type GameRow = z.infer<typeof ZGameRow>;
export const ZGamesPage = paged(ZGameRow);
export type GamesPage = z.infer<typeof ZGamesPage>;

const ZEntryRow = z.object({
  tournament_id: z.number().int(),
  tournament: z.string(),
  type: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  attempts: z.number().int(),
  best_score: z.number().int(),
  /** Null while it runs, or for an entry that never finished an attempt. */
  final_rank: z.number().int().nullable(),
});
export type EntryRow = z.infer<typeof ZEntryRow>;
export const ZEntriesPage = paged(ZEntryRow);
export type EntriesPage = z.infer<typeof ZEntriesPage>;

const ZChallengeRow = z.object({
  id: z.number().int(),
  /** Whether this player sent it (else they were challenged). */
  sent: z.boolean(),
  opponent: z.string(),
  status: z.string(),
  bet: z.number().int(),
  created_at: z.string(),
});
export type ChallengeRow = z.infer<typeof ZChallengeRow>;
export const ZChallengesPage = paged(ZChallengeRow);
export type ChallengesPage = z.infer<typeof ZChallengesPage>;

const ZCareBattleRow = z.object({
  id: z.number().int(),
  kind: z.enum(['quick', 'friend']),
  /** The other player's name; null against the practice bot. */
  opponent: z.string().nullable(),
  is_bot: z.boolean(),
  stake: z.number().int(),
  status: z.enum(['running', 'finished']),
  /** This player's result; null while it runs. */
  result: z.enum(['win', 'draw', 'loss']).nullable(),
  my_score: z.number().int(),
  opponent_score: z.number().int(),
  /** The coins the battle moved for this player in the ledger: stake, payout and refund summed. */
  coins_moved: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CareBattleRow = z.infer<typeof ZCareBattleRow>;
export const ZCareBattlesPage = paged(ZCareBattleRow);
export type CareBattlesPage = z.infer<typeof ZCareBattlesPage>;

const ZRenewal = z.object({
  payment_id: z.string(),
  status: z.string(),
  at: z.string(),
});
const ZSubscriptionRow = z.object({
  id: z.number().int(),
  pack: z.string(),
  pack_slug: z.string(),
  status: z.string(),
  auto_renew: z.boolean(),
  started_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  /** Held now: active and its paid period not over. */
  held: z.boolean(),
  renewals: z.array(ZRenewal),
});
export type SubscriptionRow = z.infer<typeof ZSubscriptionRow>;

const ZCallbackRow = z.object({
  provider_txn_id: z.string(),
  status: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  /** What the callback did: applied, a replay of one applied, or refused (mismatch). */
  outcome: z.string(),
  received_at: z.string(),
});
const ZPaymentRow = z.object({
  id: z.string(),
  pack: z.string(),
  provider: z.string(),
  purpose: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.string(),
  provider_txn_id: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  callbacks: z.array(ZCallbackRow),
});
export type PaymentRow = z.infer<typeof ZPaymentRow>;

export const ZPlayerPage = z.object({
  profile: ZPlayerProfile,
  wallet: z.object({ coins: z.number().int(), gems: z.number().int() }),
  /** The ledger's first page, newest first; the rest through the ledger endpoint. */
  ledger: z.array(ZLedgerRow),
  ledger_total: z.number().int(),
  subscriptions: z.array(ZSubscriptionRow),
  /** The 50 newest payments, each with every callback received for it. */
  payments: z.array(ZPaymentRow),
});
export type PlayerPage = z.infer<typeof ZPlayerPage>;

export const ZWalletAdjustmentRequest = z.object({
  currency: z.enum(['coins', 'gems'], { error: 'must be coins or gems' }),
  delta: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .refine((n) => n !== 0, 'must not be 0')
    .refine((n) => Math.abs(n) <= 1_000_000, 'is too large'),
  reason: ZReason,
});
export type WalletAdjustmentRequest = z.input<typeof ZWalletAdjustmentRequest>;

/**
 * An admin's credit above support's per-action cap, waiting for a second admin: another admin
 * approves it (it is paid through the ledger then, once) or declines it (nothing moves).
 */
const ZWalletApproval = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  player_name: z.string(),
  player_msisdn: z.string(),
  currency: z.enum(['coin', 'gem']),
  /** Always a credit: debits never wait. */
  delta: z.number().int(),
  reason: z.string(),
  requested_by: z.string(),
  requested_at: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type WalletApproval = z.infer<typeof ZWalletApproval>;

export const ZWalletAdjustmentReply = z.object({
  /** The wallet as it now stands: unchanged while the credit waits for a second admin. */
  wallet: z.object({ coins: z.number().int(), gems: z.number().int() }),
  /** The adjustment's audit row, or the request's while it waits. */
  audit_id: z.number().int(),
  /** Null when applied at once; the request a second admin decides otherwise. */
  approval: ZWalletApproval.nullable(),
});
export type WalletAdjustmentReply = z.infer<typeof ZWalletAdjustmentReply>;

export const ZApprovalParams = z.object({ id: ZId });
/** The credits waiting for a second admin, oldest first. */
export const ZWalletApprovalsReply = z.object({ approvals: z.array(ZWalletApproval) });
export type WalletApprovalsReply = z.infer<typeof ZWalletApprovalsReply>;
/** A decision: the request as it now stands and the decision's audit row. */
export const ZApprovalDecisionReply = z.object({
  approval: ZWalletApproval,
  audit_id: z.number().int(),
});
export type ApprovalDecisionReply = z.infer<typeof ZApprovalDecisionReply>;

export const ZCareReasonRequest = z.object({ reason: ZReason });
export const ZUnsubscribeRequest = z.object({ subscription_id: ZId, reason: ZReason });

/** Every action's reply: the player as it now stands and the audit row that records it. */
export const ZCareActionReply = z.object({
  profile: ZPlayerProfile,
  audit_id: z.number().int(),
});
export type CareActionReply = z.infer<typeof ZCareActionReply>;
