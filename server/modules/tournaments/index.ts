// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerTournamentJobs } from './jobs';
export { occurrenceRow, scheduleTournaments } from './schedule';
export { publicTournamentRoutes } from './routes';
export { forgetRankings, withdrawFromRunning } from './withdraw';
