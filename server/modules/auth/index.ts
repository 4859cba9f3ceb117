// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerAuthJobs } from './cleanup';
export { registerAuthGuard, userOf } from './guard';
export { mintAccessToken } from './mint';
export { type EndedSession, authenticate, endSessionsOf, forgetEndedSessions } from './service';
