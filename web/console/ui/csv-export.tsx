import { stringify } from 'csv-stringify/browser/esm/sync';
import { useState } from 'react';
import { errorText } from '../i18n';
import { useT } from '../i18n/use-t';

/** One CSV column: its header and the cell text of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * The rows as a CSV file: a byte-order mark so spreadsheet programs read the Myanmar text as
 * UTF-8, and cells that would start a formula (=, +, -, @) escaped, as text a player or staff
 * member typed may be opened in a spreadsheet.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return stringify(
    rows.map((row) => columns.map((c) => c.value(row) ?? '')),
    { header: true, columns: columns.map((c) => c.header), bom: true, escape_formulas: true },
  );
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Export CSV" for a console list. `rows` is the list itself, or a loader for lists the server
 * pages (the export holds every row the filter matches, not only the page on screen).
 */
export function ExportCsvButton<T>({
  fileName,
  columns,
  rows,
}: {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[] | (() => Promise<readonly T[]>);
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const exportRows = async () => {
    setBusy(true);
    setError(null);
    try {
      const all = typeof rows === 'function' ? await rows() : rows;
      download(fileName, toCsv(all, columns));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="export">
      <button type="button" onClick={() => void exportRows()} disabled={busy}>
        {busy ? t('csv.exporting') : t('csv.export')}
      </button>
      {error ? (
        <span className="form-error" role="alert">
          {errorText(t, error)}
        </span>
      ) : null}
    </span>
  );
}
