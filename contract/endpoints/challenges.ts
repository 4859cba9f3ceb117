import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/challenges';
import {
  ZChallengeActionReply,
  ZChallengeCreateRequest,
  ZChallengeGame,
  ZChallengeGameParams,
  ZChallengeIdRequest,
  ZChallengeListReply,
  ZChallengeReply,
  ZChallengeSubmitReply,
  ZChallengeSubmitRequest,
} from '../challenges';

export const challengesEndpoints = declareEndpoints('Challenges', routes, {
  createChallenge: {
    access: 'player',
    summary: 'Challenge a friend: escrows the bet and picks the questions both will play',
    body: ZChallengeCreateRequest,
    reply: ZChallengeActionReply,
    refusals: [400, 402, 403, 404, 409, 422, 429],
    limit: 'game-write',
  },
  challenges: {
    access: 'player',
    summary: 'Challenges sent and received, newest first',
    reply: ZChallengeListReply,
    refusals: [],
  },
  acceptChallenge: {
    access: 'player',
    summary: 'Accept a challenge: escrows the same bet',
    body: ZChallengeIdRequest,
    reply: ZChallengeActionReply,
    refusals: [400, 402, 404, 409, 422, 429],
    limit: 'game-write',
  },
  rejectChallenge: {
    access: 'player',
    summary: "Decline a challenge: the challenger's bet is refunded",
    body: ZChallengeIdRequest,
    reply: ZChallengeActionReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  cancelChallenge: {
    access: 'player',
    summary: 'Withdraw a challenge nobody answered yet: the bet is refunded',
    body: ZChallengeIdRequest,
    reply: ZChallengeActionReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  startChallenge: {
    access: 'player',
    summary: "Start (or resume) the player's game of an accepted challenge",
    body: ZChallengeIdRequest,
    reply: ZChallengeGame,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  challengeGame: {
    access: 'player',
    summary: 'The state of a challenge game, to resume after a reload',
    params: ZChallengeGameParams,
    reply: ZChallengeGame,
    refusals: [404, 422],
  },
  submitChallengeAnswer: {
    access: 'player',
    summary: 'Answer the question on screen by the server clock; serves the next one',
    body: ZChallengeSubmitRequest,
    reply: ZChallengeSubmitReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  challengeResult: {
    access: 'player',
    summary: 'One challenge, with who won once both have played',
    body: ZChallengeIdRequest,
    reply: ZChallengeReply,
    refusals: [400, 404, 422],
  },
});
