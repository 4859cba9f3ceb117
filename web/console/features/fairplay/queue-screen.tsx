import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FairPlayFlag } from '@contract/console-fairplay';
import { ListTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { useT } from '../../i18n/use-t';
import { useFlags } from './api';
import { pageCount, Pager } from '../../ui/pager';
import { formatsFor, momentIn, numberIn } from '../../ui/format';

const PER_PAGE = 25;
const column = createColumnHelper<FairPlayFlag>();

/** The review queue: open flags most suspicious first, or the reviewed ones; tab and page in the address. */
export function QueueScreen() {
  const { t, i18n } = useT();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const page = Number(params.get('page') ?? '1') || 1;
  const flags = useFlags({ status, page, per_page: PER_PAGE });
  const columns = useMemo(
    () => [
      column.accessor('player_name', {
        header: () => t('fairplay.player'),
        cell: (c) => (
          <Link to={`/fairplay/players/${c.row.original.user_id}`}>
            {c.getValue() || `#${c.row.original.user_id}`}
          </Link>
        ),
      }),
      column.accessor('tournament_name', { header: () => t('fairplay.tournament') }),
      column.accessor('score', {
        header: () => t('fairplay.score'),
        cell: (c) => numberIn(c.getValue(), i18n.language),
      }),
      column.accessor('fast_answers', {
        header: () => t('fairplay.fast'),
        cell: (c) =>
          `${numberIn(c.getValue(), i18n.language)} / ${numberIn(c.row.original.correct_answers, i18n.language)}`,
      }),
      column.accessor('spread_ms', {
        header: () => t('fairplay.spread'),
        cell: (c) => {
          const ms = c.getValue();
          return ms === null ? t('fairplay.none') : t('fairplay.ms', { ms });
        },
      }),
      column.accessor('suspicion', {
        header: () => t('fairplay.suspicion'),
        cell: (c) => formatsFor(i18n.language === 'mm' ? 'mm' : 'en').percent(c.getValue() / 100),
      }),
      column.accessor(status === 'open' ? 'flagged_at' : 'reviewed_at', {
        id: 'at',
        header: () => t(status === 'open' ? 'fairplay.flaggedAt' : 'fairplay.reviewedAt'),
        cell: (c) => {
          const at = c.getValue();
          return at ? momentIn(at, i18n.language) : '—';
        },
      }),
      column.accessor('status', {
        header: () => t('fairplay.status'),
        cell: (c) => t(`fairplay.statuses.${c.getValue()}`),
      }),
      column.display({
        id: 'review',
        header: () => t('fairplay.review'),
        cell: ({ row }) => (
          <Link to={`/fairplay/attempts/${row.original.game_id}`}>
            {t('fairplay.attemptTitle', { id: row.original.game_id })}
          </Link>
        ),
      }),
    ],
    [t, i18n.language, status],
  );
  const show = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const s = next.status ?? status;
    if (s === 'closed') search.set('status', s);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <section aria-labelledby="fairplay-title">
      <h1 id="fairplay-title">{t('fairplay.title')}</h1>
      <p className="hint">{t('fairplay.intro')}</p>
      <nav className="tabs" aria-label={t('fairplay.title')}>
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={status === s ? 'primary' : undefined}
            onClick={() => show({ status: s })}
          >
            {t(`fairplay.${s}`)}
          </button>
        ))}
      </nav>
      <QueryState
        query={flags}
        isEmpty={(d) => d.flags.length === 0}
        empty={t(status === 'open' ? 'fairplay.emptyOpen' : 'fairplay.emptyClosed')}
      >
        {(data) => (
          <>
            <ListTable rows={data.flags} columns={columns} caption={t('fairplay.title')} />
            <Pager page={data.page} pages={pageCount(data)} onPage={(p) => show({ page: p })} />
          </>
        )}
      </QueryState>
    </section>
  );
}
