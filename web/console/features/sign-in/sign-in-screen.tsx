import { consoleResolver } from '../../i18n/issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ZSignInRequest } from '@contract/console';
import { signIn } from '@contract/routes/console';
import { call, ConsoleApiError } from '../../api/client';
import { meKey, startSession } from '../../api/session';
import { errorText } from '../../i18n';
import { LanguageSwitch } from '../../ui/language-switch';
import { useT } from '../../i18n/use-t';

type Input = z.input<typeof ZSignInRequest>;
type Output = z.output<typeof ZSignInRequest>;

export function SignInScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  // A session that ended (idle, signed out elsewhere) sent the desk here from the page it was on.
  const back = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const queryClient = useQueryClient();
  const [askTotp, setAskTotp] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZSignInRequest),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: Output) => call(signIn, { body }),
    onSuccess: async (data) => {
      startSession(data);
      queryClient.setQueryData(meKey, data);
      await navigate(back.startsWith('/sign-in') ? '/' : back, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ConsoleApiError && error.code.startsWith('totp_')) setAskTotp(true);
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values.totp ? values : { ...values, totp: undefined }),
  );
  return (
    <main id="main" className="sign-in">
      <div className="sign-in-top">
        <LanguageSwitch />
      </div>
      <form className="card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('signIn.title')}</h1>
        <label htmlFor="email">{t('signIn.email')}</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          {...form.register('email')}
        />
        {errors.email && (
          <p id="email-error" className="field-error">
            {errors.email.message}
          </p>
        )}
        <label htmlFor="password">{t('signIn.password')}</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...form.register('password')}
        />
        {errors.password && (
          <p id="password-error" className="field-error">
            {errors.password.message}
          </p>
        )}
        {askTotp && (
          <>
            <label htmlFor="totp">{t('signIn.totp')}</label>
            <input
              id="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="totp-hint"
              {...form.register('totp')}
            />
            <p id="totp-hint" className="hint">
              {t('signIn.totpHint')}
            </p>
          </>
        )}
        {mutation.isError && (
          <p className="form-error" role="alert">
            {errorText(t, mutation.error)}
          </p>
        )}
        <button type="submit" className="primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
