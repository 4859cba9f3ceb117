import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/retention';
import {
  ZBadgesReply,
  ZCelebrationsReply,
  ZCelebrationsSeenReply,
  ZCelebrationsSeenRequest,
  ZDailyRewardReply,
  ZEarnedBadgesReply,
  ZPlayerBadgesParams,
  ZPushKeyReply,
  ZPushSubscribedReply,
  ZPushSubscription,
  ZPushUnsubscribe,
  ZStreakReply,
} from '../retention';

export const retentionEndpoints = declareEndpoints('Streaks and badges', routes, {
  streak: {
    access: 'player',
    summary: "The player's streak in operator days, freezes held, and today's daily reward",
    reply: ZStreakReply,
    refusals: [],
  },
  claimDailyReward: {
    access: 'player',
    summary: "Claim today's reward of the 7-day cycle, once per operator day",
    reply: ZDailyRewardReply,
    refusals: [409, 429],
  },
  badges: {
    access: 'player',
    summary: 'Every badge, earned or locked, with progress, in the reader’s language',
    reply: ZBadgesReply,
    refusals: [],
  },
  playerBadges: {
    access: 'player',
    summary: "A player's earned badges, newest first (profile and ranking card)",
    params: ZPlayerBadgesParams,
    reply: ZEarnedBadgesReply,
    refusals: [404, 422],
  },
  celebrations: {
    access: 'player',
    summary: 'Badges earned and levels reached not yet celebrated on screen',
    reply: ZCelebrationsReply,
    refusals: [],
  },
  celebrationsSeen: {
    access: 'player',
    summary: 'Mark celebrations as shown, so each shows once',
    body: ZCelebrationsSeenRequest,
    reply: ZCelebrationsSeenReply,
    refusals: [422, 429],
  },
  pushKey: {
    access: 'player',
    summary: 'The VAPID public key (base64url) a browser subscribes with',
    reply: ZPushKeyReply,
    refusals: [503],
  },
  pushSubscribe: {
    access: 'player',
    summary: "Keep this device's push subscription (only trusted push services)",
    body: ZPushSubscription,
    reply: ZPushSubscribedReply,
    refusals: [422, 429],
  },
  pushUnsubscribe: {
    access: 'player',
    summary: "Forget this device's push subscription",
    body: ZPushUnsubscribe,
    reply: ZPushSubscribedReply,
    refusals: [422, 429],
  },
});
