import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n/use-t';
import { downloadSeriesCsv } from './csv';

export interface Series {
  /** The CSV column: the API's field name. */
  key: string;
  label: string;
  color: string;
  values: Array<number | null>;
}

interface Props {
  id: string;
  title: string;
  /** Each period's first and last day (YYYY-MM-DD). */
  periods: Array<{ start: string; end: string }>;
  series: Series[];
  format: (value: number) => string;
  formatDay: (day: string) => string;
  /** A short day for the axis, where a year would crowd the ticks. */
  formatTick: (day: string) => string;
  filename: string;
  fractional?: boolean;
}

const WHOLE_STEPS = [1, 2, 5]
  .flatMap((m) => [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7].map((p) => m * p))
  .sort((a, b) => a - b);

const HEIGHT = 240;
const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * One uPlot chart sized to its column, the figures under it as a table (what a screen reader
 * reads, and what the chart shows), and an export of the same figures as CSV.
 */
// uPlot draws its axes on a canvas in its own font, which has no Burmese: name the console's.
const AXIS_FONT = '12px system-ui, "Noto Sans Myanmar", "Myanmar Text", sans-serif';

export function Chart({
  id,
  title,
  periods,
  series,
  format,
  formatDay,
  formatTick,
  filename,
  fractional = false,
}: Props) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        // Days are labelled as the operator's calendar names them, not shifted to the browser's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        axes: [
          {
            font: AXIS_FONT,
            space: 90,
            values: (_u, splits) =>
              splits.map((s) => formatTick(new Date(s * 1000).toISOString().slice(0, 10))),
          },
          {
            font: AXIS_FONT,
            values: (_u, splits) => splits.map(format),
            size: 70,
            // Counts and money in minor units step by whole numbers; a ratio steps as it likes.
            ...(fractional ? {} : { incrs: WHOLE_STEPS }),
          },
        ],
        series: [
          // uPlot's own legend label for the x series is an English "Time".
          {
            label: t('analytics.period'),
            value: (_u: uPlot, ts: number | null) =>
              ts === null ? '—' : formatDay(new Date(ts * 1000).toISOString().slice(0, 10)),
          },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: periods.length <= 40 },
            value: (_u: uPlot, v: number | null) => (v === null ? '—' : format(v)),
          })),
        ],
      },
      [periods.map((p) => seconds(p.start)), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [periods, series, format, formatDay, formatTick, fractional, t]);

  const exportCsv = () =>
    downloadSeriesCsv(
      filename,
      ['period_start', 'period_end', ...series.map((s) => s.key)],
      periods.map((p, i) => [p.start, p.end, ...series.map((s) => s.values[i] ?? null)]),
    );
  return (
    <section className="card chart" aria-labelledby={`${id}-title`}>
      <div className="chart-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" onClick={exportCsv}>
          {t('analytics.exportCsv')}
          <span className="visually-hidden"> — {title}</span>
        </button>
      </div>
      <div ref={box} className="chart-plot" aria-hidden="true" />
      <details>
        <summary>{t('analytics.showFigures')}</summary>
        <table className="table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.period')}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((p, i) => (
              <tr key={p.start}>
                <th scope="row">
                  {p.start === p.end
                    ? formatDay(p.start)
                    : `${formatDay(p.start)} – ${formatDay(p.end)}`}
                </th>
                {series.map((s) => {
                  const v = s.values[i];
                  return <td key={s.key}>{v === null || v === undefined ? '—' : format(v)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
