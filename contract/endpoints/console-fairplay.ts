import {
  ZAttemptParams,
  ZFairPlayAttemptReply,
  ZFairPlayFlagsQuery,
  ZFairPlayFlagsReply,
  ZFairPlayReviewReply,
  ZFairPlayReviewRequest,
  ZPlayerAttemptsReply,
  ZPlayerParams,
} from '../console-fairplay';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-fairplay';

// game-rules: editors handle tournaments, so they (and admins) decide; analysts read the queue
// for reports. Support is left out: its work is one subscriber's account, and taking a prize from
// a player is a tournament decision, not a care one.
const deciders = ['admin', 'editor'] as const;
const readers = [...deciders, 'analyst'] as const;

export const consoleFairPlayEndpoints = declareEndpoints('console', routes, {
  listFairPlayFlags: {
    access: 'console',
    roles: readers,
    summary:
      'Flagged tournament attempts: open ones most suspicious first, or closed ones (read by admins, editors and analysts; support may not)',
    query: ZFairPlayFlagsQuery,
    reply: ZFairPlayFlagsReply,
    refusals: [403, 422],
  },
  getFairPlayAttempt: {
    access: 'console',
    roles: readers,
    summary:
      "One tournament attempt's answer times per question beside the median player's, with its flag",
    params: ZAttemptParams,
    reply: ZFairPlayAttemptReply,
    refusals: [403, 404, 422],
  },
  listPlayerAttempts: {
    access: 'console',
    roles: readers,
    summary: "A player's tournament attempts, newest first, each with its fair-play review",
    params: ZPlayerParams,
    reply: ZPlayerAttemptsReply,
    refusals: [403, 404, 422],
  },
  disqualifyAttempt: {
    access: 'console',
    roles: deciders,
    summary:
      'Disqualify a finished tournament attempt (admins and editors, who run tournaments): before the freeze it leaves the ranking, after it the prize passes to the next player',
    params: ZAttemptParams,
    body: ZFairPlayReviewRequest,
    reply: ZFairPlayReviewReply,
    refusals: [403, 404, 409, 422],
  },
  dismissFlag: {
    access: 'console',
    roles: deciders,
    summary: "Dismiss an attempt's open flag (not cheating): the attempt keeps its standing",
    params: ZAttemptParams,
    body: ZFairPlayReviewRequest,
    reply: ZFairPlayReviewReply,
    refusals: [403, 404, 409, 422],
  },
});
