import {
  ZAnalyticsReportQuery,
  ZAnalyticsReportReply,
  ZAnalyticsSummaryQuery,
  ZAnalyticsSummaryReply,
  ZRetentionQuery,
  ZRetentionReply,
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
  analyticsRetention: {
    access: 'console',
    roles: analysts,
    summary:
      "Each week's new players (first game in operator days) and the share who played again 1, 7 and 30 days later; live streak lengths; daily reward claims and what they paid (daily roll-ups)",
    query: ZRetentionQuery,
    reply: ZRetentionReply,
    refusals: [403, 422],
  },
});
