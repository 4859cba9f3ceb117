import { useState } from 'react';
import { errorText } from '../i18n';
import { useT } from '../i18n/use-t';
import { type CsvColumn, saveCsv, toCsv } from './csv';

export type { CsvColumn } from './csv';

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
      saveCsv(fileName, toCsv(all, columns));
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
