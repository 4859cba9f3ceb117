import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { BADGE_RULE_NAMES, type ConsoleBadge, ZConsoleBadgeWrite } from '@contract/retention';
import { useCanWrite } from '../../api/session';
import { errorText } from '../../i18n';
import { consoleResolver } from '../../i18n/issues';
import { useT } from '../../i18n/use-t';
import { Field } from '../../ui/field';
import { ImageUpload } from '../../ui/image-upload';
import { QueryState } from '../../ui/query-state';
import { useBadges, useSaveBadge, useUploadBadgeImage } from './api';

type Input = z.input<typeof ZConsoleBadgeWrite>;
type Output = z.output<typeof ZConsoleBadgeWrite>;

/** `/badges/new` or `/badges/:id`: one badge in both languages. */
export function BadgeFormScreen() {
  const { t } = useT();
  const param = useParams().id;
  const id = param === undefined || param === 'new' ? null : Number(param);
  const badges = useBadges();
  const canWrite = useCanWrite();
  return (
    <section aria-labelledby="badge-form-title">
      <p>
        <Link to="/badges">{t('badges.back')}</Link>
      </p>
      <QueryState
        query={badges}
        isEmpty={(list) => id !== null && !list.some((b) => b.id === id)}
        empty={t('errors.not_found')}
      >
        {(list) => {
          const badge = id === null ? null : list.find((b) => b.id === id)!;
          return (
            <>
              <h1 id="badge-form-title">
                {badge ? t('badges.editTitle', { name: badge.name_en }) : t('badges.add')}
              </h1>
              {canWrite ? (
                <BadgeForm badge={badge} />
              ) : (
                <p className="notice">{t('badges.readOnly')}</p>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function BadgeForm({ badge }: { badge: ConsoleBadge | null }) {
  const { t } = useT();
  const navigate = useNavigate();
  const save = useSaveBadge(badge?.id ?? null);
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZConsoleBadgeWrite),
    defaultValues: {
      slug: badge?.slug ?? '',
      name_en: badge?.name_en ?? '',
      name_mm: badge?.name_mm ?? '',
      description_en: badge?.description_en ?? '',
      description_mm: badge?.description_mm ?? '',
      rule: badge?.rule ?? 'games_finished',
      threshold: badge?.threshold ?? 10,
      image_url: badge?.image_url ?? '',
      retired: badge ? badge.retired_at !== null : false,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, image_url: values.image_url === '' ? null : values.image_url },
      {
        onSuccess: (done) => {
          if (!badge) void navigate(`/badges/${done.id}`, { replace: true });
        },
      },
    ),
  );
  const text = (
    name: 'name_en' | 'name_mm' | 'description_en' | 'description_mm',
    label: string,
    my: boolean,
  ) => (
    <Field id={`b-${name}`} label={label} error={errors[name]?.message}>
      {(a11y) =>
        name.startsWith('description') ? (
          <textarea lang={my ? 'my' : undefined} rows={3} {...a11y} {...form.register(name)} />
        ) : (
          <input lang={my ? 'my' : undefined} {...a11y} {...form.register(name)} />
        )
      }
    </Field>
  );
  return (
    <form className="card editor" onSubmit={(e) => void submit(e)} noValidate>
      <Field id="b-slug" label={t('badges.slug')} error={errors.slug?.message}>
        {(a11y) => <input {...a11y} {...form.register('slug')} />}
      </Field>
      <div className="two-languages">
        <h3>{t('packs.english')}</h3>
        <h3 lang="my">{t('packs.myanmar')}</h3>
        <div className="pair">
          {text('name_en', t('badges.name'), false)}
          {text('name_mm', `${t('badges.name')} (${t('packs.myanmar')})`, true)}
        </div>
        <div className="pair">
          {text('description_en', t('badges.description'), false)}
          {text('description_mm', `${t('badges.description')} (${t('packs.myanmar')})`, true)}
        </div>
      </div>
      <div className="numbers">
        <Field id="b-rule" label={t('badges.rule')} error={errors.rule?.message}>
          {(a11y) => (
            <select {...a11y} {...form.register('rule')}>
              {BADGE_RULE_NAMES.map((r) => (
                <option key={r} value={r}>
                  {t(`badges.rules.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="b-threshold" label={t('badges.threshold')} error={errors.threshold?.message}>
          {(a11y) => (
            <input
              type="number"
              min={1}
              {...a11y}
              {...form.register('threshold', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <fieldset>
        <legend>{t('badges.picture')}</legend>
        {badge ? (
          <BadgePicture
            badge={badge}
            // The server saved the picture already: a later Save must keep it, not the old path.
            onStored={(stored) => {
              form.setValue('image_url', stored);
              form.clearErrors('image_url');
            }}
          />
        ) : (
          <p className="hint">{t('badges.saveFirst')}</p>
        )}
      </fieldset>
      <Field
        id="b-image"
        label={t('badges.imageUrl')}
        hint={t('badges.imageHint')}
        error={errors.image_url?.message}
      >
        {(a11y) => <input {...a11y} {...form.register('image_url')} />}
      </Field>
      <div className="check">
        <input id="b-retired" type="checkbox" {...form.register('retired')} />
        <label htmlFor="b-retired">{t('badges.retire')}</label>
      </div>
      {save.isSuccess && (
        <p className="notice" role="status">
          {t('badges.saved')}
        </p>
      )}
      {save.isError && (
        <p className="form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('badges.save')}
        </button>
      </div>
    </form>
  );
}

/** The picture players see, and an upload that replaces it at once (re-encoded by the server). */
function BadgePicture({
  badge,
  onStored,
}: {
  badge: ConsoleBadge;
  onStored: (stored: string) => void;
}) {
  const { t } = useT();
  const upload = useUploadBadgeImage(badge.id);
  // The reply's address until the list is fetched again with it.
  const shown = upload.data?.badge.shown_image_url ?? badge.shown_image_url;
  return (
    <div className="badge-picture">
      <img
        className="badge-preview"
        src={shown}
        alt={t('badges.pictureOf', { name: badge.name_en })}
        width={96}
        height={96}
      />
      <div>
        <ImageUpload
          id="b-picture"
          label={t('badges.uploadPicture')}
          pending={upload.isPending}
          error={upload.error}
          onFile={(file) =>
            upload.mutate(file, { onSuccess: (done) => onStored(done.badge.image_url ?? '') })
          }
        />
        {upload.isSuccess && (
          <p className="notice" role="status">
            {t('badges.uploaded')}
          </p>
        )}
      </div>
    </div>
  );
}
