import { consoleResolver } from '../../i18n/issues';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  ZTemplateFields,
  ZTemplateUpdateRequest,
  type ConsoleTemplate,
} from '@contract/console-events';
import { useT } from '../../i18n/use-t';
import { EditorForm } from '../../ui/editor-form';
import { Field } from '../../ui/field';
import { QueryState } from '../../ui/query-state';
import { useSaveTemplate, useTemplates } from './api';
import { WEEKDAY_KEYS } from './format';
import { RulesFields } from './rules-fields';
import { TextsFields } from './texts-fields';

type Input = z.input<typeof ZTemplateUpdateRequest>;
type Output = z.output<typeof ZTemplateUpdateRequest>;

/** A scheduler template: its next occurrences follow the edit, a running one keeps its rules. */
export function TemplateFormScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const templates = useTemplates();
  return (
    <section aria-labelledby="template-form-title">
      <p>
        <Link to="/tournaments">{t('tournaments.back')}</Link>
      </p>
      <QueryState
        query={templates}
        isEmpty={(d) => !d.templates.some((x) => x.id === id)}
        empty={t('errors.not_found')}
      >
        {(d) => {
          const template = d.templates.find((x) => x.id === id)!;
          return (
            <>
              <h1 id="template-form-title">
                {t('tournaments.templateTitle', { name: template.name })}
              </h1>
              <p className="hint">{t('tournaments.timeZone', { zone: d.time_zone })}</p>
              <TemplateForm template={template} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function TemplateForm({ template }: { template: ConsoleTemplate }) {
  const { t } = useT();
  const navigate = useNavigate();
  const save = useSaveTemplate(template.id);
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZTemplateUpdateRequest),
    // The editable fields only: the strict schema refuses the id and type.
    defaultValues: { ...ZTemplateFields.parse(template), reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => void navigate('/tournaments') }),
  );
  return (
    <EditorForm
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      saveLabel={t('tournaments.save')}
    >
      <div className="numbers">
        <Field
          id="f-start-time"
          label={t('tournaments.startTime')}
          error={errors.start_local_time?.message}
        >
          {(a11y) => <input type="time" {...a11y} {...form.register('start_local_time')} />}
        </Field>
        <Field id="f-weekday" label={t('tournaments.weekday')} error={errors.weekday?.message}>
          {(a11y) => (
            <select
              {...a11y}
              {...form.register('weekday', {
                setValueAs: (v: string | number | null) =>
                  v === '' || v === null ? null : Number(v),
              })}
            >
              <option value="">{t('tournaments.everyDay')}</option>
              {WEEKDAY_KEYS.map((key, day) => (
                <option key={key} value={day}>
                  {t(`tournaments.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextsFields register={form.register} errors={errors} />
      <RulesFields register={form.register} control={form.control} errors={errors} />
      <div className="check">
        <input id="f-active" type="checkbox" {...form.register('active')} />
        <label htmlFor="f-active">{t('tournaments.active')}</label>
      </div>
      <Field id="f-reason" label={t('tournaments.reason')} error={errors.reason?.message}>
        {(a11y) => <input {...a11y} {...form.register('reason')} />}
      </Field>
    </EditorForm>
  );
}
