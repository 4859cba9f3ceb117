import { consoleResolver } from '../../i18n/issues';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ANALYTICS_GRAINS, ZAnalyticsReportQuery } from '@contract/console-analytics';
import { useT } from '../../i18n/use-t';

type Input = z.input<typeof ZAnalyticsReportQuery>;
type Output = z.output<typeof ZAnalyticsReportQuery>;

/**
 * The range and grain, checked with the endpoint's own schema before anything is asked. The
 * retention screen uses it without the grain (its cohorts are weeks): the range rules are the same.
 */
export function RangeForm({
  value,
  onApply,
  withGrain = true,
}: {
  value: { from: string; to: string; grain: Output['grain'] };
  onApply: (v: Output) => void;
  withGrain?: boolean;
}) {
  const { t } = useT();
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZAnalyticsReportQuery),
    values: value,
  });
  const { errors } = form.formState;
  const fieldError = (field: 'from' | 'to') =>
    errors[field] ? (
      <p id={`analytics-${field}-error`} className="field-error">
        {t(field === 'from' ? 'analytics.badDate' : 'analytics.badRange')}
      </p>
    ) : null;
  return (
    <form
      className="card inline-form"
      aria-label={t('analytics.range')}
      onSubmit={(e) => void form.handleSubmit(onApply)(e)}
      noValidate
    >
      {(['from', 'to'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`analytics-${field}`}>{t(`analytics.${field}`)}</label>
          <input
            id={`analytics-${field}`}
            type="date"
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `analytics-${field}-error` : undefined}
            {...form.register(field)}
          />
          {fieldError(field)}
        </div>
      ))}
      {withGrain && (
        <div>
          <label htmlFor="analytics-grain">{t('analytics.grain')}</label>
          <select id="analytics-grain" {...form.register('grain')}>
            {ANALYTICS_GRAINS.map((grain) => (
              <option key={grain} value={grain}>
                {t(`analytics.grains.${grain}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="primary">
        {t('analytics.apply')}
      </button>
    </form>
  );
}
