import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RetentionCohort, RetentionReply } from '@contract/console-analytics';
import { analyticsRetention } from '@contract/routes/console-analytics';
import { call } from '../../api/client';
import { useT } from '../../i18n/use-t';
import { ListTable } from '../../ui/data-table';
import { operatorDayOf, useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { analyticsKey } from './api';
import { Chart, type Series } from './chart';
import { RangeForm } from './range-form';
import { DailyRewards, StreakDistribution } from './retention-habits';

const COLORS = ['#4f37c8', '#0f7b52', '#b8400b'];
const SHARES = ['d1', 'd7', 'd30'] as const;
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The range lives in the address; without one (or with both days cleared), the last 12 weeks to
 * the operator's today.
 */
function useRange() {
  const [params, setParams] = useSearchParams();
  const today = operatorDayOf(new Date());
  const range = { from: params.get('from') ?? shift(today, -83), to: params.get('to') ?? today };
  const apply = ({ from, to }: { from?: string; to?: string }) =>
    setParams(from && to ? new URLSearchParams({ from, to }) : new URLSearchParams());
  return [range, apply] as const;
}

/**
 * Each week's new players and the share who came back 1, 7 and 30 days after their first day,
 * how long streaks run, and the daily reward claims with what they paid: all from the roll-ups.
 */
export function RetentionScreen() {
  const { t } = useT();
  const [range, apply] = useRange();
  const cohorts = useQuery({
    queryKey: [...analyticsKey, 'retention', range],
    queryFn: () => call(analyticsRetention, { query: range }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="retention-title">
      <p>
        <Link to="/analytics">{t('retention.back')}</Link>
      </p>
      <h1 id="retention-title">{t('retention.title')}</h1>
      <p className="hint">{t('retention.explain')}</p>
      <RangeForm value={{ ...range, grain: 'week' }} onApply={apply} withGrain={false} />
      <QueryState
        query={cohorts}
        isEmpty={(d) =>
          d.cohorts.every((c) => c.players === 0) &&
          d.streaks.day === null &&
          d.daily_rewards.every((r) => r.claims === 0)
        }
        empty={t('retention.empty')}
      >
        {(data) => (
          <>
            {data.cohorts.some((c) => c.players > 0) ? (
              <Cohorts data={data} />
            ) : (
              <p className="card muted">{t('retention.noCohorts')}</p>
            )}
            <StreakDistribution streaks={data.streaks} />
            <DailyRewards days={data.daily_rewards} />
          </>
        )}
      </QueryState>
    </section>
  );
}

const column = createColumnHelper<RetentionCohort>();

function Cohorts({ data }: { data: RetentionReply }) {
  const { t } = useT();
  const f = useFormat();
  const columns = useMemo(() => {
    const share = (v: number | null) => (v === null ? t('retention.tooYoung') : f.percent(v));
    return [
      column.accessor('week', {
        header: () => t('retention.week'),
        cell: (c) => `${f.day(c.getValue())} – ${f.day(shift(c.getValue(), 6))}`,
      }),
      column.accessor('players', {
        header: () => t('retention.players'),
        cell: (c) => f.number(c.getValue()),
      }),
      ...SHARES.map((k) =>
        column.accessor(k, {
          header: () => t(`retention.${k}`),
          // A week without new players has no share to wait for.
          cell: (c) => (c.row.original.players === 0 ? '—' : share(c.getValue())),
        }),
      ),
    ];
  }, [t, f]);
  const periods = useMemo(
    () => data.cohorts.map((c) => ({ start: c.week, end: shift(c.week, 6) })),
    [data],
  );
  const series = useMemo<Series[]>(
    () =>
      SHARES.map((k, i) => ({
        key: k,
        label: t(`retention.${k}`),
        color: COLORS[i]!,
        values: data.cohorts.map((c) => (c.players === 0 ? null : c[k])),
      })),
    [data, t],
  );
  const from = data.cohorts[0]?.week ?? '';
  return (
    <>
      <ListTable rows={data.cohorts} columns={columns} caption={t('retention.table')} />
      <Chart
        id="retention-chart"
        title={t('retention.chart')}
        periods={periods}
        series={series}
        format={f.percent}
        formatDay={f.day}
        formatTick={f.tick}
        filename={`retention-${from}.csv`}
        fractional
      />
    </>
  );
}
