import { stringify } from 'csv-stringify/browser/esm/sync';

export type CsvValue = string | number | boolean | null | undefined;

/** One CSV column: its header and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
  /**
   * Digits that are an identifier, not a quantity (an MSISDN): written as text, or a spreadsheet
   * reads 01712345678 as the number 1712345678 and the leading zero is lost.
   */
  text?: boolean;
}

/**
 * The console's one CSV writer: every export goes through it. A byte-order mark, so spreadsheet
 * programs read the Myanmar text as UTF-8; cells that would start a formula (=, +, -, @, tab, CR
 * and their full-width forms) get a leading apostrophe, as text a player or staff member typed
 * may be opened in a spreadsheet (OWASP's CSV injection advice). A `text` column's digits get the
 * same apostrophe, one convention for the whole file: a cell that starts with one is text to Excel
 * and LibreOffice, so the leading zero stays. `="0171…"` would hide the mark but is a formula, the
 * thing this writer keeps out; a leading tab is itself a character the writer neutralises.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return stringify(
    rows.map((row) =>
      columns.map((c) => {
        const value = c.value(row) ?? '';
        return c.text && typeof value === 'string' && /^\d/.test(value) ? `'${value}` : value;
      }),
    ),
    { header: true, columns: columns.map((c) => c.header), bom: true, escape_formulas: true },
  );
}

/** Hands the browser a CSV file to save. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
