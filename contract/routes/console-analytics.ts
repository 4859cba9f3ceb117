import type { ConsoleRoute } from '../endpoint';
import type {
  ZAnalyticsReportQuery,
  ZAnalyticsReportReply,
  ZAnalyticsSummaryQuery,
  ZAnalyticsSummaryReply,
  ZRetentionQuery,
  ZRetentionReply,
} from '../console-analytics';

export const analyticsSummary = 'GET /api/console/analytics/summary' as ConsoleRoute<{
  query: typeof ZAnalyticsSummaryQuery;
  reply: typeof ZAnalyticsSummaryReply;
}>;
export const analyticsReport = 'GET /api/console/analytics/report' as ConsoleRoute<{
  query: typeof ZAnalyticsReportQuery;
  reply: typeof ZAnalyticsReportReply;
}>;
export const analyticsRetention = 'GET /api/console/analytics/retention' as ConsoleRoute<{
  query: typeof ZRetentionQuery;
  reply: typeof ZRetentionReply;
}>;
