import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ConsolePromotion } from '@contract/console-promotions';
import { useCanWrite } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { ExportCsvButton } from '../../ui/csv-export';
import { ListTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useEndPromotion, usePromotions } from './api';
import { localText } from './local-time';
import { PromotionForm } from './promotion-form';
import { PROMOTION_CSV, statusOf } from './promotions-csv';

const column = createColumnHelper<ConsolePromotion>();

/** Promotions: the list with each one's status, the bilingual form, and ending one early. */
export function PromotionsScreen() {
  const { t } = useT();
  const promotions = usePromotions();
  const [editing, setEditing] = useState<ConsolePromotion | null>(null);
  const [ending, setEnding] = useState<ConsolePromotion | null>(null);
  const canWrite = useCanWrite();
  const timeZone = promotions.data?.time_zone ?? 'UTC';
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: () => t('promotions.titles'),
        cell: ({ row }) => (
          <>
            {row.original.title}
            <br />
            <span lang="my">{row.original.title_mm}</span>
          </>
        ),
      }),
      column.accessor('audience', {
        header: () => t('promotions.audience'),
        cell: (c) => t(`promotions.audiences.${c.getValue()}`),
      }),
      column.display({
        id: 'window',
        header: () => t('promotions.window'),
        cell: ({ row }) =>
          `${localText(row.original.starts_at, timeZone)} – ${
            row.original.ends_at ? localText(row.original.ends_at, timeZone) : '…'
          }`,
      }),
      column.accessor('delivers_at', {
        header: () => t('promotions.delivers'),
        cell: (c) => localText(c.getValue(), timeZone),
      }),
      column.display({
        id: 'status',
        header: () => t('promotions.status'),
        cell: ({ row }) => t(`promotions.statuses.${statusOf(row.original)}`),
      }),
      column.display({
        id: 'actions',
        header: () => t('staff.actions'),
        cell: ({ row }) =>
          canWrite && statusOf(row.original) !== 'ended' ? (
            <div className="row-actions">
              <button
                type="button"
                onClick={() => setEditing(row.original)}
                aria-label={t('promotions.editOne', { title: row.original.title })}
              >
                {t('promotions.edit')}
              </button>
              <button
                type="button"
                onClick={() => setEnding(row.original)}
                aria-label={t('promotions.endOne', { title: row.original.title })}
              >
                {t('promotions.end')}
              </button>
            </div>
          ) : null,
      }),
    ],
    [t, timeZone, canWrite],
  );
  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotions.heading')}</h1>
      <p className="hint">{t('promotions.hoursNote', { zone: timeZone })}</p>
      {canWrite && promotions.data && (
        <PromotionForm
          key={editing?.id ?? 'new'}
          timeZone={timeZone}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState
        query={promotions}
        isEmpty={(d) => d.promotions.length === 0}
        empty={t('promotions.empty')}
      >
        {(data) => (
          <>
            <div className="toolbar">
              <ExportCsvButton
                fileName="promotions.csv"
                columns={PROMOTION_CSV}
                rows={data.promotions}
              />
            </div>
            <ListTable rows={data.promotions} columns={columns} caption={t('promotions.heading')} />
          </>
        )}
      </QueryState>
      {ending && <EndDialog promotion={ending} onClose={() => setEnding(null)} />}
    </section>
  );
}

function EndDialog({ promotion, onClose }: { promotion: ConsolePromotion; onClose: () => void }) {
  const { t } = useT();
  const end = useEndPromotion();
  return (
    <ReasonDialog
      title={t('promotions.endTitle', { title: promotion.title })}
      onClose={onClose}
      error={end.error}
      pending={end.isPending}
      onConfirm={(reason) => end.mutate({ id: promotion.id, reason }, { onSuccess: onClose })}
    />
  );
}
