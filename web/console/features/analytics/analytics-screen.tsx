import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ANALYTICS_GRAINS,
  type AnalyticsGrain,
  type AnalyticsPackRow,
  type AnalyticsReportReply,
} from '@contract/console-analytics';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { useCode } from '../../i18n/codes';
import { useT } from '../../i18n/use-t';
import { useReport } from './api';
import { Chart, type Series } from './chart';
import { downloadPacksCsv } from './csv';
import { RangeForm } from './range-form';

const COLORS = ['#4f37c8', '#0f7b52', '#b8400b', '#0b62a3'];

interface Range {
  from?: string;
  to?: string;
  grain: AnalyticsGrain;
}

/** The range lives in the address; without one the server picks the last 30 operator days. */
function useRange() {
  const [params, setParams] = useSearchParams();
  const grain = params.get('grain');
  const range: Range = {
    grain: (ANALYTICS_GRAINS as readonly string[]).includes(grain ?? '')
      ? (grain as AnalyticsGrain)
      : 'day',
  };
  const [from, to] = [params.get('from'), params.get('to')];
  if (from) range.from = from;
  if (to) range.to = to;
  const apply = (next: Range) => {
    const search = new URLSearchParams({ grain: next.grain });
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    setParams(search);
  };
  return [range, apply] as const;
}

/** Revenue and activity per day, week or month, from the daily roll-ups (analysts and admins). */
export function AnalyticsScreen() {
  const { t } = useT();
  const [range, apply] = useRange();
  const report = useReport(range);
  return (
    <section aria-labelledby="analytics-title">
      <h1 id="analytics-title">{t('analytics.title')}</h1>
      <p>
        <Link to="/analytics/retention">{t('retention.open')}</Link>
      </p>
      <RangeForm
        value={{
          from: range.from ?? report.data?.from ?? '',
          to: range.to ?? report.data?.to ?? '',
          grain: range.grain,
        }}
        onApply={apply}
      />
      <QueryState
        query={report}
        isEmpty={(d) => d.periods.every((p) => p.active_players === 0 && p.revenue_minor === 0)}
        empty={t('analytics.empty')}
      >
        {(data) => <Report data={data} />}
      </QueryState>
    </section>
  );
}

/**
 * The activity chart's highest point: the busiest period's distinct players. Not an average: 30
 * days with one busy day round to 0 beside a chart showing 6.
 */
export const peakActive = (periods: ReadonlyArray<{ active_players: number }>) =>
  periods.reduce((most, p) => Math.max(most, p.active_players), 0);

function Report({ data }: { data: AnalyticsReportReply }) {
  const { t } = useT();
  const f = useFormat();
  const { periods } = data;
  // The operator's packs share one currency; a mix shows the first and lists each in the table.
  const currency = data.packs[0]?.currency ?? 'LKR';
  const money = useMemo(() => (minor: number) => f.money(minor, currency), [f, currency]);
  const name = (what: string) => `${what}-${data.from}-${data.to}-${data.grain}.csv`;
  const charts = useMemo(() => {
    const series = (
      key: string,
      label: string,
      values: Array<number | null>,
      i: number,
    ): Series => ({
      key,
      label,
      color: COLORS[i % COLORS.length]!,
      values,
    });
    return {
      activity: [
        series(
          'active_players',
          t('analytics.activePlayers'),
          periods.map((p) => p.active_players),
          0,
        ),
      ],
      games: [
        series(
          'topic_games',
          t('analytics.modes.topic'),
          periods.map((p) => p.games.topic),
          0,
        ),
        series(
          'tournament_games',
          t('analytics.modes.tournament'),
          periods.map((p) => p.games.tournament),
          1,
        ),
        series(
          'challenge_games',
          t('analytics.modes.challenge'),
          periods.map((p) => p.games.challenge),
          2,
        ),
        series(
          'tournament_entries',
          t('analytics.tournamentEntries'),
          periods.map((p) => p.tournament_entries),
          3,
        ),
      ],
      battles: [
        series(
          'battles',
          t('analytics.battles.total'),
          periods.map((p) => p.battles.total),
          0,
        ),
        series(
          'staked_battles',
          t('analytics.battles.staked'),
          periods.map((p) => p.battles.staked),
          1,
        ),
        series(
          'bot_battles',
          t('analytics.battles.bot'),
          periods.map((p) => p.battles.bot),
          2,
        ),
      ],
      subscriptions: [
        series(
          'new_subscriptions',
          t('analytics.newSubscriptions'),
          periods.map((p) => p.new_subscriptions),
          0,
        ),
        series(
          'renewals',
          t('analytics.renewals'),
          periods.map((p) => p.renewals),
          1,
        ),
        series(
          'lapses',
          t('analytics.lapses'),
          periods.map((p) => p.lapses),
          2,
        ),
        series(
          'unsubscriptions',
          t('analytics.unsubscriptions'),
          periods.map((p) => p.unsubscriptions),
          3,
        ),
      ],
      revenue: [
        series(
          'revenue_minor',
          t('analytics.revenue'),
          periods.map((p) => p.revenue_minor),
          0,
        ),
        series(
          'revenue_per_active_player_minor',
          t('analytics.revenuePerPlayer'),
          periods.map((p) => p.revenue_per_active_player_minor),
          1,
        ),
      ],
      churn: [
        series(
          'churn',
          t('analytics.churn'),
          periods.map((p) => p.churn),
          2,
        ),
      ],
    };
  }, [periods, t]);
  const sum = (pick: (p: (typeof periods)[number]) => number) =>
    periods.reduce((s, p) => s + pick(p), 0);
  const firstBase = periods[0]?.subscribers_at_start ?? 0;
  const tiles = [
    {
      key: 'peakActive',
      value: f.number(peakActive(periods)),
    },
    {
      key: 'games',
      value: f.number(sum((p) => p.games.topic + p.games.tournament + p.games.challenge)),
    },
    { key: 'battles', value: f.number(sum((p) => p.battles.total)) },
    { key: 'newSubscriptions', value: f.number(sum((p) => p.new_subscriptions)) },
    { key: 'revenue', value: money(sum((p) => p.revenue_minor)) },
    { key: 'churn', value: firstBase > 0 ? f.percent(sum((p) => p.lapses) / firstBase) : '—' },
  ] as const;
  const common = { periods, formatDay: f.day, formatTick: f.tick };
  return (
    <>
      <p className="muted">
        {t('analytics.covered', {
          from: f.day(data.from),
          to: f.day(data.to),
          grain: t(`analytics.grains.${data.grain}`),
        })}{' '}
        {data.rolled_up_at && t('analytics.rolledUpAt', { at: f.dateTime(data.rolled_up_at) })}
      </p>
      <ul className="kpis" aria-label={t('analytics.kpis')}>
        {tiles.map((tile) => (
          <li key={tile.key} className="kpi">
            <span className="kpi-label">{t(`analytics.kpi.${tile.key}`)}</span>
            <span className="kpi-value">{tile.value}</span>
          </li>
        ))}
      </ul>
      <div className="charts">
        <Chart
          id="chart-activity"
          title={t('analytics.charts.activity')}
          series={charts.activity}
          format={f.number}
          filename={name('activity')}
          {...common}
        />
        <Chart
          id="chart-games"
          title={t('analytics.charts.games')}
          series={charts.games}
          format={f.number}
          filename={name('games')}
          {...common}
        />
        <Chart
          id="chart-battles"
          title={t('analytics.charts.battles')}
          series={charts.battles}
          format={f.number}
          filename={name('battles')}
          {...common}
        />
        <Chart
          id="chart-subscriptions"
          title={t('analytics.charts.subscriptions')}
          series={charts.subscriptions}
          format={f.number}
          filename={name('subscriptions')}
          {...common}
        />
        <Chart
          id="chart-revenue"
          title={t('analytics.charts.revenue')}
          series={charts.revenue}
          format={money}
          filename={name('revenue')}
          {...common}
        />
        <Chart
          id="chart-churn"
          title={t('analytics.charts.churn')}
          series={charts.churn}
          format={f.percent}
          fractional
          filename={name('churn')}
          {...common}
        />
      </div>
      <PackTable rows={data.packs} filename={name('packs')} />
    </>
  );
}

const column = createColumnHelper<AnalyticsPackRow>();
/** Subscriptions and revenue by pack and provider, sortable, exportable. */
function PackTable({ rows, filename }: { rows: AnalyticsPackRow[]; filename: string }) {
  const { t } = useT();
  const code = useCode();
  const f = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('period_start', {
        header: () => t('analytics.period'),
        cell: (c) => f.day(c.getValue()),
      }),
      column.accessor('pack', { header: () => t('analytics.pack') }),
      column.accessor('provider', {
        header: () => t('analytics.provider'),
        cell: (c) => code('provider', c.getValue()),
      }),
      column.accessor('new_subscriptions', {
        header: () => t('analytics.newSubscriptions'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('renewals', {
        header: () => t('analytics.renewals'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('lapses', {
        header: () => t('analytics.lapses'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('unsubscriptions', {
        header: () => t('analytics.unsubscriptions'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('revenue_minor', {
        header: () => t('analytics.revenue'),
        cell: (c) => f.money(c.getValue(), c.row.original.currency),
      }),
    ],
    [t, f, code],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <section className="card" aria-labelledby="packs-title">
      <div className="chart-head">
        <h2 id="packs-title">{t('analytics.byPack')}</h2>
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() => downloadPacksCsv(filename, rows)}
        >
          {t('analytics.exportCsv')}
          <span className="visually-hidden"> — {t('analytics.byPack')}</span>
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="state state-empty">{t('analytics.noPacks')}</p>
      ) : (
        <DataTable table={table} caption={t('analytics.byPack')} />
      )}
    </section>
  );
}
