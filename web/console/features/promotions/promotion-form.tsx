import { consoleResolver } from '../../i18n/issues';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZReason } from '@contract/console';
import {
  type ConsolePromotion,
  ZPromotionAudience,
  ZPromotionTexts,
} from '@contract/console-promotions';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { useCreatePromotion, useUpdatePromotion } from './api';
import { fromLocalInput, startsInQuietHours, toLocalInput } from './local-time';

const ZForm = ZPromotionTexts.extend({
  starts_local: z.string().min(1, 'is required'),
  ends_local: z.string().min(1, 'is required'),
  reason: ZReason,
}).refine((f) => f.ends_local > f.starts_local, {
  message: 'The end must be after the start',
  path: ['ends_local'],
});
type Form = z.input<typeof ZForm>;
type FormOut = z.output<typeof ZForm>;
type Field = keyof Form;

const TEXT_FIELDS = [
  ['title', 'title_mm'],
  ['body', 'body_mm'],
] as const;

/** Creates a promotion, or edits `editing`; the window is typed in the operator's time zone. */
export function PromotionForm({
  timeZone,
  editing,
  onDone,
}: {
  timeZone: string;
  editing: ConsolePromotion | null;
  onDone: () => void;
}) {
  const { t } = useT();
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const write = editing ? update : create;
  const form = useForm<Form, unknown, FormOut>({
    resolver: consoleResolver(ZForm),
    defaultValues: editing
      ? {
          title: editing.title,
          title_mm: editing.title_mm ?? '',
          body: editing.body,
          body_mm: editing.body_mm ?? '',
          audience: editing.audience,
          starts_local: toLocalInput(editing.starts_at, timeZone),
          ends_local: editing.ends_at ? toLocalInput(editing.ends_at, timeZone) : '',
          reason: '',
        }
      : {
          title: '',
          title_mm: '',
          body: '',
          body_mm: '',
          audience: 'all',
          starts_local: '',
          ends_local: '',
          reason: '',
        },
  });
  const { errors } = form.formState;
  const startsLocal = form.watch('starts_local');
  const submit = form.handleSubmit(({ starts_local, ends_local, ...rest }) => {
    const body = {
      ...rest,
      starts_at: fromLocalInput(starts_local, timeZone),
      ends_at: fromLocalInput(ends_local, timeZone),
    };
    const done = {
      onSuccess: () => {
        form.reset();
        onDone();
      },
    };
    if (editing) update.mutate({ id: editing.id, body }, done);
    else create.mutate(body, done);
  });
  const field = (name: Field, label: string, kind: 'text' | 'long' | 'datetime' = 'text') => {
    const id = `promotion-${name}`;
    const error = errors[name]?.message;
    const props = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...form.register(name),
    };
    return (
      <div key={name}>
        <label htmlFor={id}>{label}</label>
        {kind === 'long' ? (
          <textarea rows={3} {...props} />
        ) : (
          <input type={kind === 'datetime' ? 'datetime-local' : 'text'} {...props} />
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <section className="card" aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title">
        {editing ? t('promotions.editTitle', { title: editing.title }) : t('promotions.create')}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {TEXT_FIELDS.map(([en, mm]) => (
          <div className="bilingual" key={en}>
            {field(en, t(`promotions.${en}`), en === 'body' ? 'long' : 'text')}
            <div lang="my">
              {field(mm, t(`promotions.${mm}`), mm === 'body_mm' ? 'long' : 'text')}
            </div>
          </div>
        ))}
        <div className="bilingual">
          <div>
            <label htmlFor="promotion-audience">{t('promotions.audience')}</label>
            <select id="promotion-audience" {...form.register('audience')}>
              {ZPromotionAudience.options.map((a) => (
                <option key={a} value={a}>
                  {t(`promotions.audiences.${a}`)}
                </option>
              ))}
            </select>
          </div>
          {field('reason', t('reason.label'))}
        </div>
        <div className="bilingual">
          <div>
            {field('starts_local', t('promotions.startsAt', { zone: timeZone }), 'datetime')}
            {startsInQuietHours(startsLocal) && (
              <p className="notice" role="status">
                {t('promotions.quietHours')}
              </p>
            )}
          </div>
          {field('ends_local', t('promotions.endsAt', { zone: timeZone }), 'datetime')}
        </div>
        {write.isError && (
          <p className="form-error" role="alert">
            {errorText(t, write.error)}
          </p>
        )}
        <div className="actions">
          {editing && (
            <button type="button" onClick={onDone}>
              {t('reason.cancel')}
            </button>
          )}
          <button type="submit" className="primary" disabled={write.isPending}>
            {editing ? t('promotions.save') : t('promotions.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
