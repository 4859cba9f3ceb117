// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerPackJobs } from './jobs';
export { acceptCallback } from './settle';
export { devPackCovering, grantDevSubscription } from './dev-grant';
export { listConsolePacks, updatePack } from './admin';
export { priceAt } from './catalog';
export { type StoppedRenewal, stopRenewalForPlayer, tellProviderStopped } from './care';
