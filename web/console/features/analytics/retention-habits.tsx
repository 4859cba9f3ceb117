import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { RetentionReply, StreakBucket } from '@contract/console-analytics';
import { useT } from '../../i18n/use-t';
import { ListTable } from '../../ui/data-table';
import { useFormat } from '../../ui/format';
import { Chart, type Series } from './chart';

const column = createColumnHelper<StreakBucket & { share: number }>();

/** How long live streaks run: players per length, as the roll-up saw them on its latest day. */
export function StreakDistribution({ streaks }: { streaks: RetentionReply['streaks'] }) {
  const { t } = useT();
  const f = useFormat();
  const total = streaks.buckets.reduce((n, b) => n + b.players, 0);
  const rows = useMemo(
    () => streaks.buckets.map((b) => ({ ...b, share: total > 0 ? b.players / total : 0 })),
    [streaks, total],
  );
  const columns = useMemo(
    () => [
      column.accessor('min_days', {
        header: () => t('retention.streaks.length'),
        cell: (c) => {
          const { min_days: min, max_days: max } = c.row.original;
          if (max === null) return t('retention.streaks.atLeast', { min: f.number(min) });
          if (max === min)
            return t('retention.streaks.exactly', { count: min, days: f.number(min) });
          return t('retention.streaks.between', { min: f.number(min), max: f.number(max) });
        },
      }),
      column.accessor('players', {
        header: () => t('retention.streaks.players'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('share', {
        header: () => t('retention.streaks.share'),
        // The bar repeats the figure beside it for the eye; a screen reader reads the figure.
        cell: (c) => (
          <span className="share-bar">
            <meter min={0} max={1} value={c.getValue()} aria-hidden="true" />
            {f.percent(c.getValue())}
          </span>
        ),
      }),
    ],
    [t, f],
  );
  return (
    <section className="card" aria-labelledby="streaks-title">
      <h2 id="streaks-title">{t('retention.streaks.title')}</h2>
      {streaks.day === null ? (
        <p className="muted">{t('retention.streaks.none')}</p>
      ) : (
        <>
          <p className="muted">
            {t('retention.streaks.asOf', { day: f.day(streaks.day), total: f.number(total) })}
          </p>
          <ListTable rows={rows} columns={columns} caption={t('retention.streaks.table')} />
        </>
      )}
    </section>
  );
}

/** Daily reward claims per day and the coins and gems they paid, with the range's totals. */
export function DailyRewards({ days }: { days: RetentionReply['daily_rewards'] }) {
  const { t } = useT();
  const f = useFormat();
  const periods = useMemo(() => days.map((d) => ({ start: d.date, end: d.date })), [days]);
  const claims = useMemo<Series[]>(
    () => [
      {
        key: 'claims',
        label: t('retention.rewards.claims'),
        color: '#4f37c8',
        values: days.map((d) => d.claims),
      },
    ],
    [days, t],
  );
  const paid = useMemo<Series[]>(
    () => [
      {
        key: 'coins',
        label: t('retention.rewards.coins'),
        color: '#b8400b',
        values: days.map((d) => d.coins),
      },
      {
        key: 'gems',
        label: t('retention.rewards.gems'),
        color: '#0f7b52',
        values: days.map((d) => d.gems),
      },
    ],
    [days, t],
  );
  const sum = (k: 'claims' | 'coins' | 'gems') => days.reduce((n, d) => n + d[k], 0);
  const from = days[0]?.date ?? '';
  const common = { periods, format: f.number, formatDay: f.day, formatTick: f.tick };
  return (
    <section aria-labelledby="rewards-title">
      <h2 id="rewards-title">{t('retention.rewards.title')}</h2>
      {sum('claims') === 0 ? (
        <p className="card muted">{t('retention.rewards.none')}</p>
      ) : (
        <>
          <ul className="kpis" aria-label={t('retention.rewards.totals')}>
            {(['claims', 'coins', 'gems'] as const).map((k) => (
              <li key={k} className="kpi">
                <span className="kpi-label">{t(`retention.rewards.${k}`)}</span>
                <span className="kpi-value">{f.number(sum(k))}</span>
              </li>
            ))}
          </ul>
          <div className="charts">
            <Chart
              id="rewards-claims"
              title={t('retention.rewards.claimsChart')}
              series={claims}
              filename={`daily-reward-claims-${from}.csv`}
              {...common}
            />
            <Chart
              id="rewards-paid"
              title={t('retention.rewards.paidChart')}
              series={paid}
              filename={`daily-reward-paid-${from}.csv`}
              {...common}
            />
          </div>
        </>
      )}
    </section>
  );
}
