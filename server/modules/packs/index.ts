// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerPackJobs } from './jobs';
export { devPackCovering, grantDevSubscription } from './dev-grant';
export { listConsolePacks, updatePack } from './admin';
export { priceAt } from './catalog';
export { stopRenewalForPlayer, stopRenewalsOfBlocked, tellProviderStopped } from './care';
export { standingOf } from './standing';
