// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerPackJobs } from './jobs';
export { acceptCallback } from './settle';
export { devPackCovering, grantDevSubscription } from './dev-grant';
export { type StoppedRenewal, stopRenewalForPlayer, tellProviderStopped } from './care';
