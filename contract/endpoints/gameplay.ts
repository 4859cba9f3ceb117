import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/gameplay';
import {
  ZBcsHistoryReply,
  ZGameIdRequest,
  ZGameParams,
  ZGameState,
  ZReportReply,
  ZReportRequest,
  ZStartGameRequest,
  ZSubmitAnswerReply,
  ZSubmitAnswerRequest,
  ZTryAgainReply,
  ZTryAgainRequest,
} from '../gameplay';

export const gameplayEndpoints = declareEndpoints('Gameplay', routes, {
  startGame: {
    access: 'player',
    summary: 'Start a topic game and serve its first question',
    body: ZStartGameRequest,
    reply: ZGameState,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  game: {
    access: 'player',
    summary: 'The whole state of a game, to resume after a reload',
    params: ZGameParams,
    reply: ZGameState,
    refusals: [404, 422],
  },
  nextQuestion: {
    access: 'player',
    summary: 'Serve the next question and start its clock (a repeat serves the same one)',
    body: ZGameIdRequest,
    reply: ZGameState,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  submitAnswer: {
    access: 'player',
    summary: 'Answer the question on screen, judged by the server clock',
    body: ZSubmitAnswerRequest,
    reply: ZSubmitAnswerReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  tryAgain: {
    access: 'player',
    summary: 'Pay coins to answer the question just missed once more',
    body: ZTryAgainRequest,
    reply: ZTryAgainReply,
    refusals: [400, 402, 404, 409, 422, 429],
    limit: 'game-write',
  },
  reportQuestion: {
    access: 'player',
    summary: 'Report a wrong question or answer the player was served (404 otherwise)',
    body: ZReportRequest,
    reply: ZReportReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  bcsHistory: {
    access: 'player',
    summary: 'BCS practice tests taken today, this week and this month',
    reply: ZBcsHistoryReply,
    refusals: [],
  },
});
