import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { FairPlayAttempt } from '@contract/console-fairplay';
import { ListTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { useT } from '../../i18n/use-t';
import { usePlayerAttempts } from './api';
import { momentIn, numberIn } from '../../ui/format';

const column = createColumnHelper<FairPlayAttempt>();

/** A flagged player's other tournament attempts, newest first, each one click from its review. */
export function PlayerScreen() {
  const { t, i18n } = useT();
  const id = Number(useParams().id);
  const attempts = usePlayerAttempts(id);
  const columns = useMemo(
    () => [
      column.accessor('game_id', {
        header: () => t('fairplay.attempt'),
        cell: (c) => (
          <Link to={`/fairplay/attempts/${c.getValue()}`}>
            {t('fairplay.attemptTitle', { id: c.getValue() })}
          </Link>
        ),
      }),
      column.accessor('tournament_name', { header: () => t('fairplay.tournament') }),
      column.accessor('started_at', {
        header: () => t('fairplay.started'),
        cell: (c) => momentIn(c.getValue(), i18n.language),
      }),
      column.accessor('score', {
        header: () => t('fairplay.score'),
        cell: (c) => numberIn(c.getValue(), i18n.language),
      }),
      column.accessor('status', {
        header: () => t('fairplay.status'),
        cell: (c) => t(c.getValue() === 'playing' ? 'fairplay.playing' : 'fairplay.finished'),
      }),
      column.accessor('flag_status', {
        header: () => t('fairplay.review'),
        cell: (c) => t(`fairplay.statuses.${c.getValue() ?? 'none'}`),
      }),
    ],
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="player-title">
      <p>
        <Link to="/fairplay">{t('fairplay.back')}</Link>
      </p>
      <h1 id="player-title">
        {t('fairplay.playerTitle', { name: attempts.data?.player_name || `#${id}` })}
      </h1>
      <QueryState
        query={attempts}
        isEmpty={(d) => d.attempts.length === 0}
        empty={t('fairplay.emptyPlayer')}
      >
        {(data) => (
          <ListTable rows={data.attempts} columns={columns} caption={t('fairplay.attempt')} />
        )}
      </QueryState>
    </section>
  );
}
