import type { PlayerRoute } from '../endpoint';
import type * as S from '../challenges';

export const createChallenge = 'POST /api/v2.0/challenge/request' as PlayerRoute<{
  body: typeof S.ZChallengeCreateRequest;
  reply: typeof S.ZChallengeActionReply;
}>;
export const challenges = 'GET /api/v2.0/challenge/list' as PlayerRoute<{
  reply: typeof S.ZChallengeListReply;
}>;
export const acceptChallenge = 'POST /api/v2.0/challenge/accept' as PlayerRoute<{
  body: typeof S.ZChallengeIdRequest;
  reply: typeof S.ZChallengeActionReply;
}>;
export const rejectChallenge = 'POST /api/v2.0/challenge/reject' as PlayerRoute<{
  body: typeof S.ZChallengeIdRequest;
  reply: typeof S.ZChallengeActionReply;
}>;
export const cancelChallenge = 'POST /api/v2.0/challenge/cancel' as PlayerRoute<{
  body: typeof S.ZChallengeIdRequest;
  reply: typeof S.ZChallengeActionReply;
}>;
export const startChallenge = 'POST /api/v2.0/challenge/start' as PlayerRoute<{
  body: typeof S.ZChallengeIdRequest;
  reply: typeof S.ZChallengeGame;
}>;
export const challengeGame = 'GET /api/v2.0/challenge/game/:game_id' as PlayerRoute<{
  params: typeof S.ZChallengeGameParams;
  reply: typeof S.ZChallengeGame;
}>;
export const submitChallengeAnswer = 'POST /api/v2.0/challenge/submit' as PlayerRoute<{
  body: typeof S.ZChallengeSubmitRequest;
  reply: typeof S.ZChallengeSubmitReply;
}>;
export const challengeResult = 'POST /api/v2.0/challenge/result' as PlayerRoute<{
  body: typeof S.ZChallengeIdRequest;
  reply: typeof S.ZChallengeReply;
}>;
