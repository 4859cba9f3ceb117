import type { AnalyticsPackRow } from '@contract/console-analytics';
import { type CsvColumn, type CsvValue, saveCsv, toCsv } from '../../ui/csv';

/**
 * Headers are the API's field names, in English whatever the screen's language, so a spreadsheet
 * or script reads every export the same way.
 */
const PACK_FIELDS = [
  'period_start',
  'pack_id',
  'pack',
  'provider',
  'currency',
  'new_subscriptions',
  'renewals',
  'lapses',
  'unsubscriptions',
  'revenue_minor',
] as const;

/** The "by pack" table: a pack's title is typed by an editor and may look like a formula. */
export const PACK_CSV: CsvColumn<AnalyticsPackRow>[] = PACK_FIELDS.map((field) => ({
  header: field,
  value: (row) => row[field],
}));

/** A chart's series as columns beside each period. */
export function seriesCsv(header: string[], rows: CsvValue[][]): string {
  return toCsv(
    rows,
    header.map((h, i) => ({ header: h, value: (r: CsvValue[]) => r[i] })),
  );
}

export const downloadPacksCsv = (filename: string, rows: AnalyticsPackRow[]) =>
  saveCsv(filename, toCsv(rows, PACK_CSV));

export const downloadSeriesCsv = (filename: string, header: string[], rows: CsvValue[][]) =>
  saveCsv(filename, seriesCsv(header, rows));
