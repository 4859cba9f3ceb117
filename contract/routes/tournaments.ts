import type { PlayerRoute, PublicRoute } from '../endpoint';
import type * as T from '../tournaments';

type Reply = { reply: typeof T.ZTournamentListReply };

/** The running lists of the signed-out home: nothing in them depends on who asks. */
export const publicDailyTournaments: PublicRoute<Reply> = {
  method: 'GET',
  path: '/api/public/tournament/daily',
  access: 'public',
};
export const publicMegaTournaments: PublicRoute<Reply> = {
  method: 'GET',
  path: '/api/public/tournament/mega',
  access: 'public',
};
export const dailyTournaments: PlayerRoute<Reply> = {
  method: 'GET',
  path: '/api/v2.0/tournament/daily',
  access: 'player',
};
export const megaTournaments: PlayerRoute<Reply> = {
  method: 'GET',
  path: '/api/v2.0/tournament/mega',
  access: 'player',
};
export const runningTournaments: PlayerRoute<{
  query: typeof T.ZTournamentTypeQuery;
  reply: typeof T.ZRunningTournamentsReply;
}> = { method: 'GET', path: '/api/v2.0/tournament/running', access: 'player' };
export const finishedTournaments: PlayerRoute<{
  query: typeof T.ZTournamentTypeQuery;
  reply: typeof T.ZFinishedTournamentsReply;
}> = { method: 'GET', path: '/api/v2.0/tournament/finished', access: 'player' };
export const tournamentDetails: PlayerRoute<{
  body: typeof T.ZTournamentIdRequest;
  reply: typeof T.ZTournamentDetailsReply;
}> = { method: 'POST', path: '/api/v2.0/tournament/details', access: 'player' };
export const tournamentRanking: PlayerRoute<{
  body: typeof T.ZTournamentRankingRequest;
  reply: typeof T.ZTournamentRankingReply;
}> = { method: 'POST', path: '/api/v2.0/tournament/ranking', access: 'player' };
export const startTournament: PlayerRoute<{
  body: typeof T.ZTournamentIdRequest;
  reply: typeof T.ZTournamentGame;
}> = { method: 'POST', path: '/api/v2.0/tournament/start', access: 'player' };
export const tournamentGame: PlayerRoute<{
  params: typeof T.ZTournamentGameParams;
  reply: typeof T.ZTournamentGame;
}> = { method: 'GET', path: '/api/v2.0/tournament/game/:game_id', access: 'player' };
export const submitTournamentAnswer: PlayerRoute<{
  body: typeof T.ZTournamentSubmitRequest;
  reply: typeof T.ZTournamentSubmitReply;
}> = { method: 'POST', path: '/api/v2.0/tournament/submit', access: 'player' };
export const tournamentFiftyFifty: PlayerRoute<{
  body: typeof T.ZLifelineRequest;
  reply: typeof T.ZFiftyFiftyReply;
}> = { method: 'POST', path: '/api/v2.0/tournament/fifty-fifty', access: 'player' };
export const tournamentGetAnswer: PlayerRoute<{
  body: typeof T.ZLifelineRequest;
  reply: typeof T.ZGetAnswerReply;
}> = { method: 'POST', path: '/api/v2.0/tournament/get-answer', access: 'player' };
