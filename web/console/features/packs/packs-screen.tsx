import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ConsolePack } from '@contract/console-events';
import { useCanWrite } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { ListTable } from '../../ui/data-table';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { usePacks } from './api';

const column = createColumnHelper<ConsolePack>();

/** Every pack, on sale or not, with a price change waiting for its date. */
export function PacksScreen() {
  const { t } = useT();
  const format = useFormat();
  const canWrite = useCanWrite();
  const packs = usePacks();
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: () => t('packs.pack'),
        cell: ({ row: { original: p } }) => (
          <>
            {p.title}
            {p.title_mm && (
              <>
                <br />
                <span lang="my">{p.title_mm}</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor('price_minor', {
        header: () => t('packs.price'),
        cell: ({ row: { original: p } }) => (
          <>
            {format.money(p.price_minor, p.currency)}
            {p.next_price_minor !== null && p.next_price_from && (
              <p className="hint">
                {t('packs.nextPrice', {
                  price: format.money(p.next_price_minor, p.next_currency ?? p.currency),
                  date: format.dayOf(p.next_price_from),
                })}
              </p>
            )}
          </>
        ),
      }),
      column.accessor('validity_days', {
        header: () => t('packs.validity'),
        cell: (c) => t('packs.days', { count: c.getValue() }),
      }),
      column.accessor('subscribers', {
        header: () => t('packs.subscribers'),
        cell: (c) => format.number(c.getValue()),
      }),
      column.accessor('active', {
        header: () => t('packs.status'),
        cell: (c) => (c.getValue() ? t('packs.onSale') : t('packs.offSale')),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: () => t('tournaments.actions'),
              cell: ({ row: { original: p } }) => (
                <Link to={`/packs/${p.id}`} aria-label={`${t('packs.edit')}: ${p.title}`}>
                  {t('packs.edit')}
                </Link>
              ),
            }),
          ]
        : []),
    ],
    [t, format, canWrite],
  );
  return (
    <section aria-labelledby="packs-title">
      <h1 id="packs-title">{t('packs.title')}</h1>
      <QueryState query={packs} isEmpty={(list) => list.length === 0} empty={t('packs.empty')}>
        {(list) => <ListTable rows={list} columns={columns} caption={t('packs.title')} />}
      </QueryState>
    </section>
  );
}
