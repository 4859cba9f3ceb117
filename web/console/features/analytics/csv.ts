import { stringify } from 'csv-stringify/browser/esm/sync';

export type CsvCell = string | number | null;

/**
 * Saves rows as a CSV file. Headers are the API's field names, in English whatever the screen's
 * language, so a spreadsheet or script reads every export the same way.
 */
export function downloadCsv(filename: string, header: string[], rows: CsvCell[][]) {
  const text = stringify([header, ...rows.map((r) => r.map((c) => c ?? ''))]);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
