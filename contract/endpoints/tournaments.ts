import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/tournaments';
import {
  ZFiftyFiftyReply,
  ZFinishedTournamentsReply,
  ZGetAnswerReply,
  ZLifelineRequest,
  ZRunningTournamentsReply,
  ZTournamentDetailsReply,
  ZTournamentGame,
  ZTournamentGameParams,
  ZTournamentIdRequest,
  ZTournamentListReply,
  ZTournamentRankingReply,
  ZTournamentRankingRequest,
  ZTournamentSubmitReply,
  ZTournamentSubmitRequest,
  ZTournamentTypeQuery,
} from '../tournaments';

export const tournamentEndpoints = declareEndpoints('Tournaments', routes, {
  publicDailyTournaments: {
    summary: 'Running daily tournaments, for a visitor',
    reply: ZTournamentListReply,
    refusals: [],
  },
  publicMegaTournaments: {
    summary: 'Running mega tournaments, for a visitor',
    reply: ZTournamentListReply,
    refusals: [],
  },
  dailyTournaments: {
    summary: 'Running daily tournaments',
    reply: ZTournamentListReply,
    refusals: [],
  },
  megaTournaments: {
    summary: 'Running mega tournaments',
    reply: ZTournamentListReply,
    refusals: [],
  },
  runningTournaments: {
    summary: 'Running tournaments of a type with their top three (leaderboard tabs)',
    query: ZTournamentTypeQuery,
    reply: ZRunningTournamentsReply,
    refusals: [422],
  },
  finishedTournaments: {
    summary: 'Tournaments of a type that ended in the last 7 days, with their winners',
    query: ZTournamentTypeQuery,
    reply: ZFinishedTournamentsReply,
    refusals: [422],
  },
  tournamentDetails: {
    summary: 'A tournament with the play button state, chances and the recent best',
    body: ZTournamentIdRequest,
    reply: ZTournamentDetailsReply,
    refusals: [400, 404, 422],
  },
  tournamentRanking: {
    summary: 'One page of a tournament ranking (best attempt, earlier finish first)',
    body: ZTournamentRankingRequest,
    reply: ZTournamentRankingReply,
    refusals: [400, 404, 422],
  },
  startTournament: {
    summary: 'Start an attempt (or resume the one in progress) and serve its first question',
    body: ZTournamentIdRequest,
    reply: ZTournamentGame,
    refusals: [400, 403, 404, 409, 422, 429],
    limit: 'game-write',
  },
  tournamentGame: {
    summary: 'The whole state of a tournament attempt, to resume after a reload',
    params: ZTournamentGameParams,
    reply: ZTournamentGame,
    refusals: [404, 422],
  },
  submitTournamentAnswer: {
    summary: 'Answer the question on screen by the attempt clock; serves the next one',
    body: ZTournamentSubmitRequest,
    reply: ZTournamentSubmitReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  tournamentFiftyFifty: {
    summary: 'Pay coins to hide two wrong options of the question on screen',
    body: ZLifelineRequest,
    reply: ZFiftyFiftyReply,
    refusals: [400, 402, 404, 409, 422, 429],
    limit: 'game-write',
  },
  tournamentGetAnswer: {
    summary: 'Pay gems to reveal the correct option of the question on screen',
    body: ZLifelineRequest,
    reply: ZGetAnswerReply,
    refusals: [400, 402, 404, 409, 422, 429],
    limit: 'game-write',
  },
});
