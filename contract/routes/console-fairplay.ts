import type { ConsoleRoute } from '../endpoint';
import type {
  ZAttemptParams,
  ZFairPlayAttemptReply,
  ZFairPlayFlagsQuery,
  ZFairPlayFlagsReply,
  ZFairPlayReviewReply,
  ZFairPlayReviewRequest,
  ZPlayerAttemptsReply,
  ZPlayerParams,
} from '../console-fairplay';

export const listFairPlayFlags = 'GET /api/console/fairplay/flags' as ConsoleRoute<{
  query: typeof ZFairPlayFlagsQuery;
  reply: typeof ZFairPlayFlagsReply;
}>;
export const getFairPlayAttempt = 'GET /api/console/fairplay/attempts/:id' as ConsoleRoute<{
  params: typeof ZAttemptParams;
  reply: typeof ZFairPlayAttemptReply;
}>;
export const listPlayerAttempts = 'GET /api/console/fairplay/players/:id/attempts' as ConsoleRoute<{
  params: typeof ZPlayerParams;
  reply: typeof ZPlayerAttemptsReply;
}>;
export const disqualifyAttempt =
  'POST /api/console/fairplay/attempts/:id/disqualify' as ConsoleRoute<{
    params: typeof ZAttemptParams;
    body: typeof ZFairPlayReviewRequest;
    reply: typeof ZFairPlayReviewReply;
  }>;
export const dismissFlag = 'POST /api/console/fairplay/attempts/:id/dismiss' as ConsoleRoute<{
  params: typeof ZAttemptParams;
  body: typeof ZFairPlayReviewRequest;
  reply: typeof ZFairPlayReviewReply;
}>;
