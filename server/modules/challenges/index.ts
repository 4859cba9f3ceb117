// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerChallengeJobs } from './jobs';
export { cancelPendingBetween } from './service';
