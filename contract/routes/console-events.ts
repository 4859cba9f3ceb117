import type { ConsoleRoute } from '../endpoint';
import type * as C from '../console-events';

export const listTournamentTemplates = 'GET /api/console/tournament-templates' as ConsoleRoute<{
  reply: typeof C.ZTemplatesReply;
}>;
export const updateTournamentTemplate =
  'PUT /api/console/tournament-templates/:id' as ConsoleRoute<{
    params: typeof C.ZTournamentParams;
    body: typeof C.ZTemplateUpdateRequest;
    reply: typeof C.ZTemplatesReply;
  }>;
export const listTournamentTopics = 'GET /api/console/tournament-topics' as ConsoleRoute<{
  reply: typeof C.ZTopicsReply;
}>;
export const tournamentCalendar = 'GET /api/console/tournaments' as ConsoleRoute<{
  query: typeof C.ZCalendarQuery;
  reply: typeof C.ZTournamentListReply;
}>;
export const endedTournaments = 'GET /api/console/tournaments/ended' as ConsoleRoute<{
  reply: typeof C.ZTournamentListReply;
}>;
export const createTournament = 'POST /api/console/tournaments' as ConsoleRoute<{
  body: typeof C.ZTournamentWriteRequest;
  reply: typeof C.ZTournamentReply;
}>;
export const getTournament = 'GET /api/console/tournaments/:id' as ConsoleRoute<{
  params: typeof C.ZTournamentParams;
  reply: typeof C.ZTournamentReply;
}>;
export const updateTournament = 'PUT /api/console/tournaments/:id' as ConsoleRoute<{
  params: typeof C.ZTournamentParams;
  body: typeof C.ZTournamentWriteRequest;
  reply: typeof C.ZTournamentReply;
}>;
export const cancelTournament = 'POST /api/console/tournaments/:id/cancel' as ConsoleRoute<{
  params: typeof C.ZTournamentParams;
  body: typeof C.ZReasonRequest;
  reply: typeof C.ZTournamentReply;
}>;
export const tournamentResults = 'GET /api/console/tournaments/:id/results' as ConsoleRoute<{
  params: typeof C.ZTournamentParams;
  reply: typeof C.ZResultsReply;
}>;
export const tournamentWinners = 'GET /api/console/tournaments/:id/winners' as ConsoleRoute<{
  params: typeof C.ZTournamentParams;
  reply: typeof C.ZWinnersReply;
}>;
export const markPrizeDelivered =
  'POST /api/console/tournaments/:id/prize-delivered' as ConsoleRoute<{
    params: typeof C.ZTournamentParams;
    body: typeof C.ZPrizeDeliveredRequest;
    reply: typeof C.ZPrizeDeliveredReply;
  }>;
export const listConsolePacks = 'GET /api/console/packs' as ConsoleRoute<{
  reply: typeof C.ZPacksReply;
}>;
export const updateConsolePack = 'PUT /api/console/packs/:id' as ConsoleRoute<{
  params: typeof C.ZPackParams;
  body: typeof C.ZPackUpdateRequest;
  reply: typeof C.ZPackUpdateReply;
}>;
