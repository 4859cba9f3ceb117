import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ConsoleBadge } from '@contract/retention';
import { useCanWrite } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { ListTable } from '../../ui/data-table';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { useBadges } from './api';

const column = createColumnHelper<ConsoleBadge>();

/** The badge catalogue: editors and admins edit it, analysts read it. */
export function BadgesScreen() {
  const { t } = useT();
  const f = useFormat();
  const canWrite = useCanWrite();
  const badges = useBadges();
  const columns = useMemo(
    () => [
      column.accessor('shown_image_url', {
        header: () => t('badges.picture'),
        cell: (c) => <img src={c.getValue()} alt="" width={40} height={40} />,
      }),
      column.accessor('name_en', {
        header: () => t('badges.name'),
        cell: ({ row: { original: b } }) => (
          <>
            {b.name_en}
            <br />
            <span lang="my">{b.name_mm}</span>
          </>
        ),
      }),
      column.accessor('rule', {
        header: () => t('badges.rule'),
        cell: ({ row: { original: b } }) =>
          t('badges.ruleThreshold', {
            rule: t(`badges.rules.${b.rule}`),
            threshold: f.number(b.threshold),
          }),
      }),
      column.accessor('earned_count', {
        header: () => t('badges.earned'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('retired_at', {
        header: () => t('badges.status'),
        cell: (c) => (c.getValue() === null ? t('badges.live') : t('badges.retired')),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: () => t('tournaments.actions'),
              cell: ({ row: { original: b } }) => (
                <Link to={`/badges/${b.id}`} aria-label={`${t('badges.edit')}: ${b.name_en}`}>
                  {t('badges.edit')}
                </Link>
              ),
            }),
          ]
        : []),
    ],
    [t, f, canWrite],
  );
  return (
    <section aria-labelledby="badges-title">
      <h1 id="badges-title">{t('badges.title')}</h1>
      {canWrite && (
        <p>
          <Link to="/badges/new" className="button primary">
            {t('badges.add')}
          </Link>
        </p>
      )}
      <QueryState query={badges} isEmpty={(list) => list.length === 0} empty={t('badges.empty')}>
        {(list) => <ListTable rows={list} columns={columns} caption={t('badges.title')} />}
      </QueryState>
    </section>
  );
}
