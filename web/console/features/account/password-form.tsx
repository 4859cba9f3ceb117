import { consoleResolver } from '../../i18n/issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type PasswordChangeRequest, ZPasswordChangeRequest } from '@contract/console';
import { changePassword } from '@contract/routes/console';
import { call, ConsoleApiError } from '../../api/client';
import { meKey } from '../../api/session';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';

/**
 * Sets the staff member's own password. `required`: the account still has the one-time password
 * it was given, and the console shows nothing else until this is done.
 */
export function PasswordForm({ required }: { required: boolean }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useForm<PasswordChangeRequest>({
    resolver: consoleResolver(ZPasswordChangeRequest),
    defaultValues: { current_password: '', new_password: '' },
  });
  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => call(changePassword, { body }),
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
  // The server's strength estimator decides; why it refused goes beside the new password, in the
  // language shown now, until the member types again.
  const weak = change.error instanceof ConsoleApiError && change.error.code === 'password_too_weak';
  const { errors } = form.formState;
  const field = (name: keyof PasswordChangeRequest, label: string, autoComplete: string) => {
    const id = `password-${name}`;
    const error =
      name === 'new_password' && weak ? errorText(t, change.error) : errors[name]?.message;
    return (
      <div>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="password"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(name, { onChange: () => weak && change.reset() })}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <section className="card narrow" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      {required && (
        <p className="notice" role="status">
          {t('password.required')}
        </p>
      )}
      <form onSubmit={(e) => void form.handleSubmit((v) => change.mutate(v))(e)} noValidate>
        {field('current_password', t('password.current'), 'current-password')}
        {field('new_password', t('password.new'), 'new-password')}
        <p className="hint">{t('password.hint')}</p>
        {change.isError && !weak && (
          <p className="form-error" role="alert">
            {errorText(t, change.error)}
          </p>
        )}
        {change.isSuccess && <p role="status">{t('password.done')}</p>}
        <button type="submit" className="primary" disabled={change.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
