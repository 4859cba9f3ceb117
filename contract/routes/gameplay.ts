import type { PlayerRoute } from '../endpoint';
import type * as S from '../gameplay';

export const startGame = 'POST /api/v2.0/gameplay/start' as PlayerRoute<{
  body: typeof S.ZStartGameRequest;
  reply: typeof S.ZGameState;
}>;
export const game = 'GET /api/v2.0/gameplay/:game_id' as PlayerRoute<{
  params: typeof S.ZGameParams;
  reply: typeof S.ZGameState;
}>;
export const nextQuestion = 'POST /api/v2.0/gameplay/next' as PlayerRoute<{
  body: typeof S.ZGameIdRequest;
  reply: typeof S.ZGameState;
}>;
export const submitAnswer = 'POST /api/v2.0/gameplay/submit' as PlayerRoute<{
  body: typeof S.ZSubmitAnswerRequest;
  reply: typeof S.ZSubmitAnswerReply;
}>;
export const tryAgain = 'POST /api/v2.0/gameplay/try-again' as PlayerRoute<{
  body: typeof S.ZTryAgainRequest;
  reply: typeof S.ZTryAgainReply;
}>;
export const reportQuestion = 'POST /api/v2.0/question/report' as PlayerRoute<{
  body: typeof S.ZReportRequest;
  reply: typeof S.ZReportReply;
}>;
export const bcsHistory = 'GET /api/v2.0/bcs-test/history' as PlayerRoute<{
  reply: typeof S.ZBcsHistoryReply;
}>;
