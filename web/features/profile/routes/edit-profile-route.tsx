import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserReply } from '@contract/users';
import { isApiError } from '@web/api/api-error';
import { useCurrentUser } from '@web/api/queries/current-user';
import { errorText } from '@web/i18n/error-text';
import { useLocalDigits } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from '../components/avatar-picker';
import styles from '../components/profile.module.css';

type Field = 'name' | 'email';
type Errors = Partial<Record<Field, string>>;

// The same rule the server applies; the server's 422 still decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EditProfileForm({ data }: { data: UserReply }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const digits = useLocalDigits();
  const save = useUpdateProfile();
  const [name, setName] = useState(data.user.name);
  const [email, setEmail] = useState(data.user.email ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const ids = { name: useId(), email: useId(), mobile: useId() };

  // Each message comes from the field's own value, never from the server's English text.
  const messageFor = (field: Field, value: string): string => {
    if (value.trim() === '')
      return t(field === 'name' ? 'editProfile.nameRequired' : 'editProfile.emailRequired');
    return t(field === 'email' ? 'editProfile.emailInvalid' : 'editProfile.fieldInvalid');
  };

  function validate(): Errors {
    const found: Errors = {};
    if (name.trim() === '') found.name = messageFor('name', name);
    if (email.trim() === '' || !EMAIL.test(email.trim())) found.email = messageFor('email', email);
    return found;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: () => void navigate('/profile'),
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) {
            const fields = error.fieldErrors;
            setErrors({
              ...(fields.name ? { name: messageFor('name', name) } : {}),
              ...(fields.email ? { email: messageFor('email', email) } : {}),
            });
          }
        },
      },
    );
  }

  const formError =
    save.isError && !(isApiError(save.error) && save.error.fieldErrors)
      ? errorText(t, save.error, t('editProfile.saveFailed'))
      : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AvatarPicker name={name || data.user.name} imageUrl={data.user.image_url} />

      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          {t('editProfile.fullName')}
        </label>
        <input
          id={ids.name}
          className={styles.input}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={50}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids.name}-error` : undefined}
        />
        {errors.name && (
          <p id={`${ids.name}-error`} className={styles.error}>
            {errors.name}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.mobile} className={styles.label}>
          {t('editProfile.mobile')}
        </label>
        <input id={ids.mobile} className={styles.input} value={digits(data.user.phone)} readOnly />
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.email} className={styles.label}>
          {t('editProfile.email')}
        </label>
        <input
          id={ids.email}
          className={styles.input}
          type="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          maxLength={254}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${ids.email}-error` : undefined}
        />
        {errors.email && (
          <p id={`${ids.email}-error`} className={styles.error}>
            {errors.email}
          </p>
        )}
      </div>

      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate('/profile')}>
          {t('editProfile.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t('editProfile.saving') : t('editProfile.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /edit-profile?id&image&name&phone&email: the spec's link carries the values, but the form starts
 * from the server's copy of the user so a stale or edited link never overwrites newer data.
 */
export function EditProfileRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('pages.editProfile')} back>
      <QueryState query={user} loading={<Skeleton height={320} radius={20} />}>
        {(data) => <EditProfileForm data={data} />}
      </QueryState>
    </Page>
  );
}
