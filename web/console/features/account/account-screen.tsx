import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmTotp, enrolTotp } from '@contract/routes/console';
import { call } from '../../api/client';
import { meKey, useMe } from '../../api/session';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { OwnSessions } from './own-sessions';
import { PasswordForm } from './password-form';
import { TotpQr } from './totp-qr';

/**
 * The staff member's own account: enrolling a TOTP second factor (a QR code to scan, or the key
 * to type), the sessions open in their name, changing the password.
 */
export function AccountScreen() {
  const { t } = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: () => call(enrolTotp) });
  const confirm = useMutation({
    mutationFn: () => call(confirmTotp, { body: { totp: code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
  if (!me.data) return null;
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <p>{me.data.email}</p>
      {me.data.totp_enabled ? (
        <p role="status">{t('account.totpOn')}</p>
      ) : (
        <>
          <p>{t('account.totpOff')}</p>
          {!start.data && (
            <p>
              <button type="button" className="primary" onClick={() => start.mutate()}>
                {t('account.start')}
              </button>
            </p>
          )}
          {start.isError && (
            <p className="form-error" role="alert">
              {errorText(t, start.error)}
            </p>
          )}
          {start.data && (
            <form
              className="card"
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate();
              }}
            >
              <p>{t('account.qr')}</p>
              <TotpQr uri={start.data.uri} label={t('account.qrLabel', { email: me.data.email })} />
              <p>
                {t('account.secret')}: <code>{start.data.secret}</code>
              </p>
              <p>
                <a href={start.data.uri}>{t('account.uri')}</a>
              </p>
              <label htmlFor="totp-code">{t('signIn.totp')}</label>
              <input
                id="totp-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
              />
              {confirm.isError && (
                <p className="form-error" role="alert">
                  {errorText(t, confirm.error)}
                </p>
              )}
              <button type="submit" className="primary" disabled={confirm.isPending}>
                {t('account.confirm')}
              </button>
            </form>
          )}
        </>
      )}
      <OwnSessions idleMinutes={me.data.idle_minutes} />
      <PasswordForm required={false} />
    </section>
  );
}
