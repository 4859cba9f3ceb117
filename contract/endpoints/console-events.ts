import * as C from '../console-events';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-events';

const editors = ['admin', 'editor'] as const;
// Analysts read the calendar and results; support has no business here.
const readers = [...editors, 'analyst'] as const;

export const consoleEventsEndpoints = declareEndpoints('console', routes, {
  listTournamentTemplates: {
    access: 'console',
    roles: readers,
    summary: 'The templates the scheduler repeats (daily and mega), in the operator time zone',
    reply: C.ZTemplatesReply,
    refusals: [403],
  },
  updateTournamentTemplate: {
    access: 'console',
    roles: editors,
    summary:
      'Edit a template: its occurrences not yet started are made again from it; a running one keeps its rules',
    params: C.ZTournamentParams,
    body: C.ZTemplateUpdateRequest,
    reply: C.ZTemplatesReply,
    refusals: [403, 404, 422],
  },
  listTournamentTopics: {
    access: 'console',
    roles: readers,
    summary: 'Published topics a tournament may draw its questions from',
    reply: C.ZTopicsReply,
    refusals: [403],
  },
  tournamentCalendar: {
    access: 'console',
    roles: readers,
    summary:
      'What is coming: scheduled and running tournaments, and the occurrences templates will create',
    query: C.ZCalendarQuery,
    reply: C.ZTournamentListReply,
    refusals: [403, 422],
  },
  endedTournaments: {
    access: 'console',
    roles: readers,
    summary: 'Tournaments ended in the last 30 days, latest first',
    reply: C.ZTournamentListReply,
    refusals: [403],
  },
  createTournament: {
    access: 'console',
    roles: editors,
    summary: 'Schedule a one-off tournament; players who want to hear of new ones are told',
    body: C.ZTournamentWriteRequest,
    reply: C.ZTournamentReply,
    refusals: [403, 409, 422],
  },
  getTournament: {
    access: 'console',
    roles: readers,
    summary: 'One tournament with its rules and state',
    params: C.ZTournamentParams,
    reply: C.ZTournamentReply,
    refusals: [403, 404, 422],
  },
  updateTournament: {
    access: 'console',
    roles: editors,
    summary: 'Edit a tournament before its start (409 once it has started)',
    params: C.ZTournamentParams,
    body: C.ZTournamentWriteRequest,
    reply: C.ZTournamentReply,
    refusals: [403, 404, 409, 422],
  },
  cancelTournament: {
    access: 'console',
    roles: editors,
    summary:
      'Cancel a tournament before its start (409 once it has started); its announcement is taken back',
    params: C.ZTournamentParams,
    body: C.ZReasonRequest,
    reply: C.ZTournamentReply,
    refusals: [403, 404, 409, 422],
  },
  tournamentResults: {
    access: 'console',
    roles: readers,
    summary: "An ended tournament's frozen ranking (409 until it is frozen)",
    params: C.ZTournamentParams,
    reply: C.ZResultsReply,
    refusals: [403, 404, 409, 422],
  },
  tournamentWinners: {
    access: 'console',
    roles: editors,
    summary: 'The top three with their numbers (MSISDN) for prize delivery, and who delivered',
    params: C.ZTournamentParams,
    reply: C.ZWinnersReply,
    refusals: [403, 404, 409, 422],
  },
  markPrizeDelivered: {
    access: 'console',
    roles: editors,
    summary:
      "Record a winner's prize as delivered, by whom and when (409 the second time, or while a fair-play flag on the winner's attempts is open)",
    params: C.ZTournamentParams,
    body: C.ZPrizeDeliveredRequest,
    reply: C.ZPrizeDeliveredReply,
    refusals: [403, 404, 409, 422],
  },
  listConsolePacks: {
    access: 'console',
    roles: readers,
    summary: 'Every pack, on sale or not, with its pending price change and subscribers',
    reply: C.ZPacksReply,
    refusals: [403],
  },
  updateConsolePack: {
    access: 'console',
    roles: editors,
    summary:
      'Edit a pack; a new price applies from the first renewal on its date, and subscribers are told now',
    params: C.ZPackParams,
    body: C.ZPackUpdateRequest,
    reply: C.ZPackUpdateReply,
    refusals: [403, 404, 422],
  },
});
