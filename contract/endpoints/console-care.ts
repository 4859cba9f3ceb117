import { ZAuditReply } from '../console';
import {
  ZApprovalDecisionReply,
  ZApprovalParams,
  ZCareActionReply,
  ZCareBattlesPage,
  ZCareReasonRequest,
  ZChallengesPage,
  ZEntriesPage,
  ZGamesPage,
  ZLedgerPage,
  ZPageQuery,
  ZPlayerPage,
  ZPlayerParams,
  ZPlayerSearchQuery,
  ZPlayerSearchReply,
  ZUnsubscribeRequest,
  ZWalletAdjustmentReply,
  ZWalletAdjustmentRequest,
  ZWalletApprovalsReply,
} from '../console-care';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-care';

// Subscriber data is customer care's: editors and analysts see none of it.
const care = ['admin', 'support'] as const;
const read = { access: 'console', roles: care, refusals: [403, 404, 422] } as const;
const act = { access: 'console', roles: care, params: ZPlayerParams } as const;
// A credit above support's cap waits for a second admin: only admins see and decide them.
const admins = ['admin'] as const;
const decide = {
  access: 'console',
  roles: admins,
  params: ZApprovalParams,
  body: ZCareReasonRequest,
  reply: ZApprovalDecisionReply,
  refusals: [403, 404, 409, 422],
} as const;

export const consoleCareEndpoints = declareEndpoints('console', routes, {
  searchPlayers: {
    access: 'console',
    roles: care,
    summary: 'Find subscribers by the whole MSISDN or by part of a name (at most 50)',
    query: ZPlayerSearchQuery,
    reply: ZPlayerSearchReply,
    refusals: [403, 422],
  },
  getPlayer: {
    ...read,
    summary:
      "A subscriber's page: profile, wallet, the ledger's first page, subscriptions with renewals, payments with their callbacks",
    params: ZPlayerParams,
    reply: ZPlayerPage,
  },
  playerLedger: {
    ...read,
    summary: "A page of the subscriber's wallet ledger, newest first",
    params: ZPlayerParams,
    query: ZPageQuery,
    reply: ZLedgerPage,
  },
  playerGames: {
    ...read,
    summary: "A page of the subscriber's games, newest first",
    params: ZPlayerParams,
    query: ZPageQuery,
    reply: ZGamesPage,
  },
  playerEntries: {
    ...read,
    summary: "A page of the subscriber's tournament entries, newest first",
    params: ZPlayerParams,
    query: ZPageQuery,
    reply: ZEntriesPage,
  },
  playerChallenges: {
    ...read,
    summary: "A page of the subscriber's challenges, sent and received, newest first",
    params: ZPlayerParams,
    query: ZPageQuery,
    reply: ZChallengesPage,
  },
  playerBattles: {
    ...read,
    summary:
      "A page of the subscriber's live battles, newest first: opponent, stake, result and the coins each moved in the ledger",
    params: ZPlayerParams,
    query: ZPageQuery,
    reply: ZCareBattlesPage,
  },
  playerAudit: {
    ...read,
    summary:
      'The staff actions on this subscriber (audit rows of target player:<id>), newest first',
    params: ZPlayerParams,
    query: ZPageQuery,
    reply: ZAuditReply,
  },
  adjustWallet: {
    ...act,
    summary:
      "Credit (delta > 0) or debit coins or gems through the ledger (reason support_adjustment, reference the audit row); never below zero. Support is capped per action (422) and per day (409). An admin's credit above support's per-action cap is not applied: it waits for a second admin (`approval` in the reply)",
    body: ZWalletAdjustmentRequest,
    reply: ZWalletAdjustmentReply,
    refusals: [403, 404, 409, 422],
  },
  blockPlayer: {
    ...act,
    summary:
      'Block a subscriber: sign-in refused, every session ended at once, and their running tournament entries leave the rankings',
    body: ZCareReasonRequest,
    reply: ZCareActionReply,
    refusals: [403, 404, 409, 422],
  },
  unblockPlayer: {
    ...act,
    summary: 'Unblock a subscriber: sign-in works again (lost rankings stay lost)',
    body: ZCareReasonRequest,
    reply: ZCareActionReply,
    refusals: [403, 404, 409, 422],
  },
  unsubscribePlayer: {
    ...act,
    summary:
      "Unsubscribe a subscriber from one subscription by the player's rule: renewal stops, the paid period is kept",
    body: ZUnsubscribeRequest,
    reply: ZCareActionReply,
    refusals: [403, 404, 409, 422],
  },
  resetPlayerName: {
    ...act,
    summary: "Moderation: reset the subscriber's name to the default one",
    body: ZCareReasonRequest,
    reply: ZCareActionReply,
    refusals: [403, 404, 409, 422],
  },
  resetPlayerAvatar: {
    ...act,
    summary: "Moderation: remove the subscriber's picture",
    body: ZCareReasonRequest,
    reply: ZCareActionReply,
    refusals: [403, 404, 409, 422],
  },
  walletApprovals: {
    access: 'console',
    roles: admins,
    summary:
      "Admins' credits above support's per-action cap that wait for a second admin, oldest first",
    reply: ZWalletApprovalsReply,
    refusals: [403],
  },
  approveWalletCredit: {
    ...decide,
    summary:
      'Approve a waiting credit: paid through the ledger once (reference the approval audit row). Not by the admin who asked (403); once decided, 409',
  },
  declineWalletCredit: {
    ...decide,
    summary:
      'Decline a waiting credit: nothing moves. Not by the admin who asked (403); once decided, 409',
  },
});
