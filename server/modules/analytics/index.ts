// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { registerAnalyticsJobs } from './jobs';
export { analyticsRoutes } from './routes';
export { runRollup } from './rollup';
