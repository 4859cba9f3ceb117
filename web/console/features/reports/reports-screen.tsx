import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QuestionReportGroup } from '@contract/console-reports';
import { useCanWrite } from '../../api/session';
import { ListTable } from '../../ui/data-table';
import { MyanmarCell } from '../../ui/myanmar-cell';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useT } from '../../i18n/use-t';
import { useReports, useReview } from './api';
import { FixDialog } from './fix-dialog';
import { momentIn } from '../../ui/format';
import { pageCount, Pager } from '../../ui/pager';

type Pending = { action: 'retire' | 'dismiss' | 'fix'; group: QuestionReportGroup } | null;

const column = createColumnHelper<QuestionReportGroup>();
const TYPES = ['wrong_question', 'wrong_answer', 'others'] as const;

/** Players' reports grouped by question, most-reported first; editors review them in place. */
export function ReportsScreen() {
  const { t, i18n } = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const reports = useReports(page);
  // Analysts read the queue; only admins and editors may change a question.
  const canReview = useCanWrite();
  const [pending, setPending] = useState<Pending>(null);
  const columns = useMemo(
    () => [
      column.display({
        id: 'question',
        header: () => t('reports.question'),
        cell: ({ row }) => (
          <div className="question-texts">
            <span>{row.original.question_en ?? '—'}</span>
            <MyanmarCell text={row.original.question_mm} />
            {!row.original.active && <span className="badge">{t('reports.retired')}</span>}
          </div>
        ),
      }),
      column.display({
        id: 'counts',
        header: () => t('reports.counts'),
        cell: ({ row }) => (
          <ul className="plain">
            {TYPES.map((type) => (
              <li key={type}>
                {t(`reports.types.${type}`)}: {row.original.counts[type]}
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor('open_count', { header: () => t('reports.open') }),
      column.accessor('held', {
        header: () => t('reports.served'),
        cell: (c) =>
          c.getValue() ? (
            <span className="badge badge-danger">{t('reports.held')}</span>
          ) : (
            <span className="badge badge-ok">{t('reports.serving')}</span>
          ),
      }),
      column.display({
        id: 'reporters',
        header: () => t('reports.reporters'),
        cell: ({ row }) => (
          <details>
            <summary>
              {t('reports.reporterCount', { count: row.original.reporters.length })}
            </summary>
            <ul className="plain">
              {row.original.reporters.map((r) => (
                <li key={`${r.user_id}-${r.reported_at}`}>
                  {r.name} · {t(`reports.types.${r.type}`)} ·{' '}
                  {momentIn(r.reported_at, i18n.language)}
                  {r.note && <q>{r.note}</q>}
                </li>
              ))}
            </ul>
          </details>
        ),
      }),
      ...(canReview
        ? [
            column.display({
              id: 'actions',
              header: () => t('reports.actions'),
              cell: ({ row }) => (
                <div className="row-actions">
                  {(['fix', 'retire', 'dismiss'] as const).map((action) => (
                    <button
                      key={action}
                      type="button"
                      aria-label={t(`reports.${action}Label`, { id: row.original.question_id })}
                      onClick={() => setPending({ action, group: row.original })}
                    >
                      {t(`reports.${action}`)}
                    </button>
                  ))}
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canReview],
  );
  const goTo = (next: number) => setParams(new URLSearchParams({ page: String(next) }));
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <p className="hint">{t('reports.intro')}</p>
      <QueryState
        query={reports}
        isEmpty={(d) => d.reports.length === 0}
        empty={t('reports.empty')}
      >
        {(data) => {
          const pages = pageCount(data);
          return (
            <>
              <ListTable rows={data.reports} columns={columns} caption={t('reports.title')} />
              <Pager page={data.page} pages={pages} onPage={goTo} />
            </>
          );
        }}
      </QueryState>
      {pending && <ReviewDialog pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}

function ReviewDialog({
  pending,
  onClose,
}: {
  pending: NonNullable<Pending>;
  onClose: () => void;
}) {
  const { t } = useT();
  const review = useReview();
  const { group, action } = pending;
  const id = group.question_id;
  if (action === 'fix') {
    return (
      <FixDialog
        group={group}
        onClose={onClose}
        error={review.error}
        pending={review.isPending}
        onConfirm={(reason, edit) =>
          review.mutate({ action, id, reason, edit }, { onSuccess: onClose })
        }
      />
    );
  }
  return (
    <ReasonDialog
      title={t(action === 'retire' ? 'reports.retireTitle' : 'reports.dismissTitle', {
        question: group.question_en ?? group.question_mm ?? id,
      })}
      onClose={onClose}
      error={review.error}
      pending={review.isPending}
      onConfirm={(reason) => review.mutate({ action, id, reason }, { onSuccess: onClose })}
    >
      <p className="hint">
        {t(action === 'retire' ? 'reports.retireHint' : 'reports.dismissHint')}
      </p>
    </ReasonDialog>
  );
}
