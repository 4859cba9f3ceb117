import type { PlayerRoute, PublicRoute } from '../endpoint';
import type * as T from '../tournaments';

type Reply = { reply: typeof T.ZTournamentListReply };

/** The running lists of the signed-out home: nothing in them depends on who asks. */
export const publicDailyTournaments = 'GET /api/public/tournament/daily' as PublicRoute<Reply>;
export const publicMegaTournaments = 'GET /api/public/tournament/mega' as PublicRoute<Reply>;
export const dailyTournaments = 'GET /api/v2.0/tournament/daily' as PlayerRoute<Reply>;
export const megaTournaments = 'GET /api/v2.0/tournament/mega' as PlayerRoute<Reply>;
export const runningTournaments = 'GET /api/v2.0/tournament/running' as PlayerRoute<{
  query: typeof T.ZTournamentTypeQuery;
  reply: typeof T.ZRunningTournamentsReply;
}>;
export const finishedTournaments = 'GET /api/v2.0/tournament/finished' as PlayerRoute<{
  query: typeof T.ZTournamentTypeQuery;
  reply: typeof T.ZFinishedTournamentsReply;
}>;
export const upcomingTournaments = 'GET /api/v2.0/tournament/upcoming' as PlayerRoute<{
  query: typeof T.ZTournamentTypeQuery;
  reply: typeof T.ZUpcomingTournamentsReply;
}>;
export const tournamentReminder = 'POST /api/v2.0/tournament/reminder' as PlayerRoute<{
  body: typeof T.ZTournamentReminderRequest;
  reply: typeof T.ZTournamentReminderReply;
}>;
export const tournamentReview = 'GET /api/v2.0/tournament/review' as PlayerRoute<{
  query: typeof T.ZTournamentReviewQuery;
  reply: typeof T.ZTournamentReviewReply;
}>;
export const tournamentDetails = 'POST /api/v2.0/tournament/details' as PlayerRoute<{
  body: typeof T.ZTournamentIdRequest;
  reply: typeof T.ZTournamentDetailsReply;
}>;
export const tournamentRanking = 'POST /api/v2.0/tournament/ranking' as PlayerRoute<{
  body: typeof T.ZTournamentRankingRequest;
  reply: typeof T.ZTournamentRankingReply;
}>;
export const startTournament = 'POST /api/v2.0/tournament/start' as PlayerRoute<{
  body: typeof T.ZTournamentIdRequest;
  reply: typeof T.ZTournamentGame;
}>;
export const tournamentGame = 'GET /api/v2.0/tournament/game/:game_id' as PlayerRoute<{
  params: typeof T.ZTournamentGameParams;
  reply: typeof T.ZTournamentGame;
}>;
export const submitTournamentAnswer = 'POST /api/v2.0/tournament/submit' as PlayerRoute<{
  body: typeof T.ZTournamentSubmitRequest;
  reply: typeof T.ZTournamentSubmitReply;
}>;
export const tournamentFiftyFifty = 'POST /api/v2.0/tournament/fifty-fifty' as PlayerRoute<{
  body: typeof T.ZLifelineRequest;
  reply: typeof T.ZFiftyFiftyReply;
}>;
export const tournamentGetAnswer = 'POST /api/v2.0/tournament/get-answer' as PlayerRoute<{
  body: typeof T.ZLifelineRequest;
  reply: typeof T.ZGetAnswerReply;
}>;
