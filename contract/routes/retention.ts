import type { PlayerRoute } from '../endpoint';
import type * as S from '../retention';

export const streak = 'GET /api/v2.0/streak' as PlayerRoute<{ reply: typeof S.ZStreakReply }>;
export const claimDailyReward = 'POST /api/v2.0/daily-reward/claim' as PlayerRoute<{
  reply: typeof S.ZDailyRewardReply;
}>;
export const badges = 'GET /api/v2.0/badges' as PlayerRoute<{ reply: typeof S.ZBadgesReply }>;
export const playerBadges = 'GET /api/v2.0/players/:user_id/badges' as PlayerRoute<{
  params: typeof S.ZPlayerBadgesParams;
  reply: typeof S.ZEarnedBadgesReply;
}>;
export const celebrations = 'GET /api/v2.0/celebrations' as PlayerRoute<{
  reply: typeof S.ZCelebrationsReply;
}>;
export const celebrationsSeen = 'POST /api/v2.0/celebrations/seen' as PlayerRoute<{
  body: typeof S.ZCelebrationsSeenRequest;
  reply: typeof S.ZCelebrationsSeenReply;
}>;
export const pushKey = 'GET /api/v2.0/push/key' as PlayerRoute<{ reply: typeof S.ZPushKeyReply }>;
export const pushSubscribe = 'POST /api/v2.0/push/subscriptions' as PlayerRoute<{
  body: typeof S.ZPushSubscription;
  reply: typeof S.ZPushSubscribedReply;
}>;
export const pushUnsubscribe = 'DELETE /api/v2.0/push/subscriptions' as PlayerRoute<{
  body: typeof S.ZPushUnsubscribe;
  reply: typeof S.ZPushSubscribedReply;
}>;
