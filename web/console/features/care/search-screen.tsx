import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlayerSummary } from '@contract/console-care';
import { useMe } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import { useT } from '../../i18n/use-t';
import { useSearch } from './api';
import { ApprovalsSection } from './approvals-section';
import { Table } from './paged-table';

const column = createColumnHelper<PlayerSummary>();

/** Find a subscriber by the whole MSISDN or part of a name; the query lives in the address. */
export function CareSearchScreen() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useSearch(q);
  const isAdmin = useMe().data?.role === 'admin';
  const columns = useMemo(
    () => [
      column.accessor('msisdn', { header: () => t('care.msisdn') }),
      column.accessor('name', { header: () => t('care.name') }),
      column.accessor('blocked', {
        header: () => t('care.status'),
        cell: (c) => (c.getValue() ? t('care.blocked') : t('care.active')),
      }),
      column.display({
        id: 'open',
        header: () => t('care.actions'),
        cell: ({ row }) => (
          <Link to={`/care/players/${row.original.id}`}>
            {t('care.open')}
            <span className="visually-hidden"> {row.original.name}</span>
          </Link>
        ),
      }),
    ],
    [t],
  );
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
  };
  return (
    <section aria-labelledby="care-title">
      <h1 id="care-title">{t('care.title')}</h1>
      <form
        className="card inline-form"
        role="search"
        aria-label={t('care.search')}
        onSubmit={submit}
      >
        <div className="grow">
          <label htmlFor="care-q">{t('care.query')}</label>
          <input id="care-q" name="q" defaultValue={q} aria-describedby="care-q-hint" />
          <p id="care-q-hint" className="hint">
            {t('care.queryHint')}
          </p>
        </div>
        <button type="submit" className="primary">
          {t('care.find')}
        </button>
      </form>
      {q ? (
        <QueryState
          query={search}
          isEmpty={(rows) => rows.length === 0}
          empty={t('care.noResults')}
        >
          {(rows) => <Table rows={rows} columns={columns} caption={t('care.results')} />}
        </QueryState>
      ) : (
        <p className="state">{t('care.startHint')}</p>
      )}
      {isAdmin && <ApprovalsSection />}
    </section>
  );
}
