import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AuditEntry, AuditQuery } from '@contract/console';
import { listAudit } from '@contract/routes/console';
import { call } from '../../api/client';
import { ExportCsvButton } from '../../ui/csv-export';
import { AUDIT_CSV } from './audit-csv';
import { AuditChange } from '../../ui/audit-change';
import { ListTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { AUDIT_ACTIONS, useCode } from '../../i18n/codes';
import { useT } from '../../i18n/use-t';
import { momentIn } from '../../ui/format';
import { pageCount, Pager } from '../../ui/pager';
import { FilterForm } from '../../ui/filter-form';
import { useUrlFilters } from '../../ui/url-filters';

const FILTERS = ['staff', 'action', 'target', 'from', 'to'] as const;
const PER_PAGE = 25;
// The largest page the API serves: an export reads every matching row in as few calls as it can.
const EXPORT_PAGE = 200;

/** Every entry the filters match, page after page (the screen shows one page at a time). */
async function allMatching(filters: AuditQuery): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page++) {
    const data = await call(listAudit, { query: { ...filters, page, per_page: EXPORT_PAGE } });
    entries.push(...data.entries);
    if (data.entries.length < EXPORT_PAGE || entries.length >= data.total) return entries;
  }
}
const column = createColumnHelper<AuditEntry>();

/** The known actions, and one from a shared address the console does not name yet. */
const actionChoices = (current: string | null) =>
  current && !AUDIT_ACTIONS.includes(current) ? [...AUDIT_ACTIONS, current] : AUDIT_ACTIONS;

/** The audit log, newest first; its filters and page live in the address, so a view can be shared. */
export function AuditScreen() {
  const { t, i18n } = useT();
  const code = useCode();
  const filters = useUrlFilters(FILTERS);
  const { params, goTo } = filters;
  const query: AuditQuery = { per_page: PER_PAGE, page: Number(params.get('page') ?? '1') || 1 };
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const audit = useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: () => call(listAudit, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: () => t('audit.at'),
        cell: (c) => momentIn(c.getValue(), i18n.language),
      }),
      column.accessor('staff_email', { header: () => t('audit.staff') }),
      column.accessor('action', {
        header: () => t('audit.action'),
        cell: (c) => code('action', c.getValue()),
      }),
      column.accessor('target', { header: () => t('audit.target') }),
      column.display({
        id: 'change',
        header: () => t('audit.change'),
        cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
      }),
      column.accessor('reason', { header: () => t('audit.reason') }),
    ],
    [t, i18n.language, code],
  );
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <FilterForm filters={filters} className="card inline-form">
        {FILTERS.map((key) => (
          <div key={key}>
            <label htmlFor={`filter-${key}`}>{t(`audit.${key}`)}</label>
            {key === 'action' ? (
              // The action filter matches exactly: offer the actions by name.
              <select id="filter-action" name="action" defaultValue={params.get('action') ?? ''}>
                <option value="">{t('audit.anyAction')}</option>
                {actionChoices(params.get('action')).map((action) => (
                  <option key={action} value={action}>
                    {code('action', action)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`filter-${key}`}
                name={key}
                type={key === 'from' || key === 'to' ? 'date' : 'text'}
                defaultValue={params.get(key) ?? ''}
              />
            )}
          </div>
        ))}
      </FilterForm>
      <QueryState query={audit} isEmpty={(d) => d.entries.length === 0} empty={t('audit.empty')}>
        {(data) => {
          const pages = pageCount(data);
          return (
            <>
              <div className="toolbar">
                <ExportCsvButton
                  fileName="audit-log.csv"
                  columns={AUDIT_CSV}
                  rows={() => allMatching(query)}
                />
              </div>
              <ListTable rows={data.entries} columns={columns} caption={t('audit.title')} />
              <Pager page={data.page} pages={pages} onPage={goTo} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
