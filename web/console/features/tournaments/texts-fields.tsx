import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { Field } from '../../ui/field';

/** The texts a tournament and a template share, in English and Myanmar side by side. */
export interface TournamentTexts {
  name: string;
  name_mm: string;
  caption: string;
  caption_mm: string;
  prize: string;
  prize_mm: string;
  image_url: string;
}

export function TextsFields<F extends TournamentTexts>({
  register,
  errors,
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const { t } = useT();
  // Both forms extend the same texts; react-hook-form types each path by its own form.
  const reg = register as unknown as UseFormRegister<TournamentTexts>;
  const err = errors as FieldErrors<TournamentTexts>;
  const pairs = [
    ['name', 'tournaments.name'],
    ['caption', 'tournaments.caption'],
    ['prize', 'tournaments.prize'],
  ] as const;
  return (
    <>
      <div className="two-languages">
        <h3>{t('tournaments.english')}</h3>
        <h3 lang="my">{t('tournaments.myanmar')}</h3>
        {pairs.map(([name, label]) => (
          <div key={name} className="pair">
            <Field id={`f-${name}`} label={t(label)} error={err[name]?.message}>
              {(a11y) => <input {...a11y} {...reg(name)} />}
            </Field>
            <Field
              id={`f-${name}_mm`}
              label={`${t(label)} (${t('tournaments.myanmar')})`}
              error={err[`${name}_mm`]?.message}
            >
              {(a11y) => <input lang="my" {...a11y} {...reg(`${name}_mm`)} />}
            </Field>
          </div>
        ))}
      </div>
      <Field
        id="f-image"
        label={t('tournaments.image')}
        hint={t('tournaments.imageHint')}
        error={err.image_url?.message}
      >
        {(a11y) => <input {...a11y} {...reg('image_url')} />}
      </Field>
    </>
  );
}
