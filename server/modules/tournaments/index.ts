// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerTournamentJobs, registerTournamentQueueJobs } from './jobs';
export { occurrenceRow, scheduleTournaments } from './schedule';
export { publicTournamentRoutes } from './routes';
export { attemptDetail, listFlags, playerAttempts } from './fair-play';
export { type ReviewAction, reviewAttempt } from './review';
export { listTemplates, updateTemplate } from './admin-templates';
export {
  calendar,
  cancelUpcoming,
  consoleTournamentById,
  createOneOff,
  endedTournaments,
  updateUpcoming,
} from './admin-tournaments';
export { frozenResults, markPrizeDelivered, tournamentTopics, winners } from './admin-results';
export { forgetRankings, withdrawFromRunning } from './withdraw';
