import {
  ZAnalyticsReportQuery,
  ZAnalyticsReportReply,
  ZAnalyticsSummaryQuery,
  ZAnalyticsSummaryReply,
} from '../console-analytics';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-analytics';

// Read-only figures about players and money: editors and support have no use for them.
const analysts = ['admin', 'analyst'] as const;

export const consoleAnalyticsEndpoints = declareEndpoints('console', routes, {
  analyticsSummary: {
    access: 'console',
    roles: analysts,
    summary:
      'Active players, games, subscriptions and revenue per operator-time day (daily roll-ups)',
    query: ZAnalyticsSummaryQuery,
    reply: ZAnalyticsSummaryReply,
    refusals: [403, 422],
  },
  analyticsReport: {
    access: 'console',
    roles: analysts,
    summary:
      'Activity, games per mode, tournament entries, subscriptions by pack and provider, revenue, churn and revenue per active player, per day, week or month',
    query: ZAnalyticsReportQuery,
    reply: ZAnalyticsReportReply,
    refusals: [403, 422],
  },
});
