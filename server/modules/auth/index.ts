// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerAuthJobs } from './cleanup';
export { mintAccessToken } from './mint';
export { authenticate, endSessionsOf, forgetEndedSessions } from './service';
