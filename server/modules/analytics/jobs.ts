import type { AppContext } from '../../context';
import type { Scheduler } from '../../jobs/scheduler';
import { runRollup } from './rollup';

// A dashboard a few minutes behind is fine; a run redoes two days, a few indexed reads.
const ROLLUP_EVERY_MS = 10 * 60_000;

/** The analytics roll-up: once at start (the first run back-fills), then every ten minutes. */
export function registerAnalyticsJobs(scheduler: Scheduler, ctx: AppContext): void {
  scheduler
    .atStart('analytics roll-up at start', () => runRollup(ctx.db, ctx.config.timezone))
    .every('analytics roll-up', ROLLUP_EVERY_MS, () => runRollup(ctx.db, ctx.config.timezone));
}
