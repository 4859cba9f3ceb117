import type { AppContext } from '../../context';
import type { Scheduler } from '../../jobs/scheduler';
import { runRollup } from './rollup';

/**
 * The analytics roll-up: once at start (the first run back-fills), then every
 * ANALYTICS_ROLLUP_SECONDS (ten minutes: a dashboard a few minutes behind is fine, and a run
 * redoes two days, a few indexed reads).
 */
export function registerAnalyticsJobs(scheduler: Scheduler, ctx: AppContext): void {
  scheduler
    .atStart('analytics roll-up at start', () =>
      runRollup(ctx.db, ctx.config.timezone, ctx.clock.now()),
    )
    .every('analytics roll-up', ctx.config.analyticsRollupSeconds * 1000, () =>
      runRollup(ctx.db, ctx.config.timezone, ctx.clock.now()),
    );
}
