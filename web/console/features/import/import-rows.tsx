import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ContentImportRow } from '@contract/console-content';
import { ListTable } from '../../ui/data-table';
import { useT } from '../../i18n/use-t';

const column = createColumnHelper<ContentImportRow>();

/** Every row of a dry run, as the spreadsheet numbers it, with its errors and conversions. */
export function ImportRows({ rows }: { rows: ContentImportRow[] }) {
  const { t } = useT();
  const columns = useMemo(
    () => [
      column.accessor('row', { header: () => t('import.row') }),
      column.display({
        id: 'status',
        header: () => t('import.status'),
        cell: ({ row }) =>
          row.original.errors.length > 0 ? (
            <span className="badge badge-danger">{t('import.rowBad')}</span>
          ) : (
            <span className="badge badge-ok">{t('import.rowOk')}</span>
          ),
      }),
      column.display({
        id: 'errors',
        header: () => t('import.errors'),
        cell: ({ row }) =>
          row.original.errors.length === 0 ? (
            '—'
          ) : (
            <ul className="plain">
              {row.original.errors.map((e, i) => (
                <li key={i}>
                  <code>{e.column ?? t('import.wholeRow')}</code>: {e.message}
                </li>
              ))}
            </ul>
          ),
      }),
      column.display({
        id: 'zawgyi',
        header: () => t('import.conversions'),
        cell: ({ row }) =>
          row.original.zawgyi_converted.length === 0 ? (
            '—'
          ) : (
            <ul className="plain">
              {row.original.zawgyi_converted.map((c) => (
                <li key={c.column}>
                  <code>{c.column}</code>: <span lang="my">{c.zawgyi}</span> →{' '}
                  <span lang="my">{c.unicode}</span>
                </li>
              ))}
            </ul>
          ),
      }),
    ],
    [t],
  );
  return <ListTable rows={rows} columns={columns} caption={t('import.rowsCaption')} />;
}
