import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReportQuery } from '@contract/console-analytics';
import { analyticsReport } from '@contract/routes/console-analytics';
import { call } from '../../api/client';

export const analyticsKey = ['console', 'analytics'] as const;

const reportQuery = (query: AnalyticsReportQuery) =>
  queryOptions({
    queryKey: [...analyticsKey, 'report', query],
    queryFn: () => call(analyticsReport, { query }),
    placeholderData: keepPreviousData,
  });

export const useReport = (query: AnalyticsReportQuery) => useQuery(reportQuery(query));
