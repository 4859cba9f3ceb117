import { consoleAnalyticsEndpoints as e } from '@contract/endpoints/console-analytics';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { analyticsReport, analyticsSummary } from './report';
import { retentionCohorts } from './retention';

/** The console's analytics: read-only, from the daily roll-ups. */
export const analyticsRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.analyticsSummary, async ({ query }) =>
      ok(await analyticsSummary(ctx.db, query)),
    );
    register(app, ctx, e.analyticsReport, async ({ query }) =>
      ok(await analyticsReport(ctx.db, query, ctx.config.timezone)),
    );
    register(app, ctx, e.analyticsRetention, async ({ query }) =>
      ok(await retentionCohorts(ctx.db, query, ctx.config.timezone, ctx.clock.now())),
    );
  };
