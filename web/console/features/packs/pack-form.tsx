import { consoleResolver } from '../../i18n/issues';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ZPackUpdateRequest, type ConsolePack } from '@contract/console-events';
import { useT } from '../../i18n/use-t';
import { EditorForm } from '../../ui/editor-form';
import { Field } from '../../ui/field';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { usePacks, useSavePack } from './api';

type Input = z.input<typeof ZPackUpdateRequest>;
type Output = z.output<typeof ZPackUpdateRequest>;

export function PackFormScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const packs = usePacks();
  return (
    <section aria-labelledby="pack-form-title">
      <p>
        <Link to="/packs">{t('packs.back')}</Link>
      </p>
      <QueryState
        query={packs}
        isEmpty={(list) => !list.some((p) => p.id === id)}
        empty={t('errors.not_found')}
      >
        {(list) => {
          const pack = list.find((p) => p.id === id)!;
          return (
            <>
              <h1 id="pack-form-title">{t('packs.editTitle', { name: pack.title })}</h1>
              <PackForm pack={pack} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function PackForm({ pack }: { pack: ConsolePack }) {
  const { t } = useT();
  const format = useFormat();
  const save = useSavePack(pack.id);
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZPackUpdateRequest),
    defaultValues: {
      title: pack.title,
      title_mm: pack.title_mm,
      caption: pack.caption,
      caption_mm: pack.caption_mm,
      // A change waiting for its date is what the editor last asked for.
      price_minor: pack.next_price_minor ?? pack.price_minor,
      currency: pack.next_currency ?? pack.currency,
      taxes_added: pack.taxes_added,
      validity_days: pack.validity_days,
      auto_renew: pack.auto_renew,
      covers: pack.covers,
      coins: pack.coins,
      gems: pack.gems,
      active: pack.active,
      reason: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => form.setValue('reason', '') }),
  );
  const saved = save.data?.pack ?? pack;
  return (
    <EditorForm
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      saveLabel={t('packs.save')}
    >
      <div className="two-languages">
        <h3>{t('packs.english')}</h3>
        <h3 lang="my">{t('packs.myanmar')}</h3>
        <div className="pair">
          <Field id="p-title" label={t('packs.titleField')} error={errors.title?.message}>
            {(a11y) => <input {...a11y} {...form.register('title')} />}
          </Field>
          <Field
            id="p-title-mm"
            label={`${t('packs.titleField')} (${t('packs.myanmar')})`}
            error={errors.title_mm?.message}
          >
            {(a11y) => <input lang="my" {...a11y} {...form.register('title_mm')} />}
          </Field>
        </div>
        <div className="pair">
          <Field id="p-caption" label={t('packs.caption')} error={errors.caption?.message}>
            {(a11y) => <input {...a11y} {...form.register('caption')} />}
          </Field>
          <Field
            id="p-caption-mm"
            label={`${t('packs.caption')} (${t('packs.myanmar')})`}
            error={errors.caption_mm?.message}
          >
            {(a11y) => <input lang="my" {...a11y} {...form.register('caption_mm')} />}
          </Field>
        </div>
      </div>
      <div className="numbers">
        <Field
          id="p-price"
          label={t('packs.priceMinor')}
          hint={t('packs.priceNote')}
          error={errors.price_minor?.message}
        >
          {(a11y) => (
            <input
              type="number"
              min={1}
              {...a11y}
              {...form.register('price_minor', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field id="p-currency" label={t('packs.currency')} error={errors.currency?.message}>
          {(a11y) => <input {...a11y} {...form.register('currency')} />}
        </Field>
        <Field
          id="p-validity"
          label={t('packs.validityDays')}
          error={errors.validity_days?.message}
        >
          {(a11y) => (
            <input
              type="number"
              min={1}
              {...a11y}
              {...form.register('validity_days', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field id="p-coins" label={t('packs.coins')} error={errors.coins?.message}>
          {(a11y) => (
            <input
              type="number"
              min={0}
              {...a11y}
              {...form.register('coins', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field id="p-gems" label={t('packs.gems')} error={errors.gems?.message}>
          {(a11y) => (
            <input
              type="number"
              min={0}
              {...a11y}
              {...form.register('gems', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <fieldset className="checks">
        <legend>{t('packs.covers')}</legend>
        {(['DAILY', 'MEGA'] as const).map((type) => (
          <div className="check" key={type}>
            <input
              id={`p-covers-${type}`}
              type="checkbox"
              value={type}
              {...form.register('covers')}
            />
            <label htmlFor={`p-covers-${type}`}>{t(`tournaments.${type}`)}</label>
          </div>
        ))}
        {errors.covers && <p className="field-error">{errors.covers.message}</p>}
      </fieldset>
      <div className="check">
        <input id="p-taxes" type="checkbox" {...form.register('taxes_added')} />
        <label htmlFor="p-taxes">{t('packs.taxesAdded')}</label>
      </div>
      <div className="check">
        <input id="p-renew" type="checkbox" {...form.register('auto_renew')} />
        <label htmlFor="p-renew">{t('packs.autoRenew')}</label>
      </div>
      <div className="check">
        <input id="p-active" type="checkbox" {...form.register('active')} />
        <label htmlFor="p-active">{t('packs.active')}</label>
      </div>
      <Field id="p-reason" label={t('packs.reason')} error={errors.reason?.message}>
        {(a11y) => <input {...a11y} {...form.register('reason')} />}
      </Field>
      {saved.next_price_minor !== null && saved.next_price_from && (
        <p className="notice" role="status">
          {t('packs.nextPrice', {
            price: format.money(saved.next_price_minor, saved.next_currency ?? saved.currency),
            date: format.dayOf(saved.next_price_from),
          })}
        </p>
      )}
      {save.data && (
        <p className="notice" role="status">
          {t('packs.saved')}{' '}
          {save.data.notified > 0 && t('packs.notified', { count: save.data.notified })}
        </p>
      )}
    </EditorForm>
  );
}
