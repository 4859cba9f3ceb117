import type { ConsoleRoute } from '../endpoint';
import type { ZAuditReply } from '../console';
import type {
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

export const searchPlayers = 'GET /api/console/players' as ConsoleRoute<{
  query: typeof ZPlayerSearchQuery;
  reply: typeof ZPlayerSearchReply;
}>;
export const getPlayer = 'GET /api/console/players/:id' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  reply: typeof ZPlayerPage;
}>;
export const playerLedger = 'GET /api/console/players/:id/ledger' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  query: typeof ZPageQuery;
  reply: typeof ZLedgerPage;
}>;
export const playerGames = 'GET /api/console/players/:id/games' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  query: typeof ZPageQuery;
  reply: typeof ZGamesPage;
}>;
export const playerBattles = 'GET /api/console/players/:id/battles' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  query: typeof ZPageQuery;
  reply: typeof ZCareBattlesPage;
}>;
export const playerEntries = 'GET /api/console/players/:id/tournament-entries' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  query: typeof ZPageQuery;
  reply: typeof ZEntriesPage;
}>;
export const playerChallenges = 'GET /api/console/players/:id/challenges' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  query: typeof ZPageQuery;
  reply: typeof ZChallengesPage;
}>;
export const playerAudit = 'GET /api/console/players/:id/audit' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  query: typeof ZPageQuery;
  reply: typeof ZAuditReply;
}>;
export const adjustWallet = 'POST /api/console/players/:id/wallet-adjustments' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  body: typeof ZWalletAdjustmentRequest;
  reply: typeof ZWalletAdjustmentReply;
}>;
export const blockPlayer = 'POST /api/console/players/:id/block' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  body: typeof ZCareReasonRequest;
  reply: typeof ZCareActionReply;
}>;
export const unblockPlayer = 'POST /api/console/players/:id/unblock' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  body: typeof ZCareReasonRequest;
  reply: typeof ZCareActionReply;
}>;
export const unsubscribePlayer = 'POST /api/console/players/:id/unsubscribe' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  body: typeof ZUnsubscribeRequest;
  reply: typeof ZCareActionReply;
}>;
export const resetPlayerName = 'POST /api/console/players/:id/reset-name' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  body: typeof ZCareReasonRequest;
  reply: typeof ZCareActionReply;
}>;
export const resetPlayerAvatar = 'POST /api/console/players/:id/reset-avatar' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  body: typeof ZCareReasonRequest;
  reply: typeof ZCareActionReply;
}>;
export const walletApprovals = 'GET /api/console/wallet-approvals' as ConsoleRoute<{
  reply: typeof ZWalletApprovalsReply;
}>;
export const approveWalletCredit =
  'POST /api/console/wallet-approvals/:id/approve' as ConsoleRoute<{
    params: typeof ZApprovalParams;
    body: typeof ZCareReasonRequest;
    reply: typeof ZApprovalDecisionReply;
  }>;
export const declineWalletCredit =
  'POST /api/console/wallet-approvals/:id/decline' as ConsoleRoute<{
    params: typeof ZApprovalParams;
    body: typeof ZCareReasonRequest;
    reply: typeof ZApprovalDecisionReply;
  }>;
