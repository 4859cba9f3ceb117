import { consoleResolver } from '../../i18n/issues';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZCreateStaffRequest, ZReason } from '@contract/console';
import { STAFF_ROLES } from '@contract/staff-roles';
import { errorText } from '../../i18n';
import { useInvite } from './api';
import { useT } from '../../i18n/use-t';
import { momentIn } from '../../ui/format';

// The contract lets API callers leave the reason out (interfaces.md); the console always asks.
const ZInvite = ZCreateStaffRequest.extend({ reason: ZReason });
type Input = z.input<typeof ZInvite>;
type Output = z.output<typeof ZInvite>;

export function InviteForm() {
  const { t } = useT();
  const invite = useInvite();
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZInvite),
    defaultValues: { email: '', role: 'editor', reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, { onSuccess: () => form.reset() }),
  );
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('staff.invite')}</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label htmlFor="invite-email">{t('staff.email')}</label>
          <input
            id="invite-email"
            type="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'invite-email-error' : undefined}
            {...form.register('email')}
          />
          {errors.email && (
            <p id="invite-email-error" className="field-error">
              {errors.email.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="invite-role">{t('staff.role')}</label>
          <select id="invite-role" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grow">
          <label htmlFor="invite-reason">{t('reason.label')}</label>
          <input
            id="invite-reason"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'invite-reason-error' : undefined}
            {...form.register('reason')}
          />
          {errors.reason && (
            <p id="invite-reason-error" className="field-error">
              {errors.reason.message}
            </p>
          )}
        </div>
        <button type="submit" className="primary" disabled={invite.isPending}>
          {t('staff.send')}
        </button>
      </form>
      {invite.isError && (
        <p className="form-error" role="alert">
          {errorText(t, invite.error)}
        </p>
      )}
      {invite.data && (
        <OneTimePassword
          heading={t('staff.invited', { email: invite.variables?.email })}
          issued={invite.data}
        />
      )}
    </section>
  );
}

/** A one-time password just issued (an invitation, a reset): shown once, with its expiry. */
export function OneTimePassword({
  heading,
  issued,
}: {
  heading: string;
  issued: { password: string; expires_at: string };
}) {
  const { t, i18n } = useT();
  return (
    <div className="one-time" role="status">
      <p>{heading}</p>
      <p>
        <code data-testid="one-time-password">{issued.password}</code>
      </p>
      <p className="hint">
        {t('staff.expiresNote', { at: momentIn(issued.expires_at, i18n.language) })}{' '}
        {t('staff.passwordNote')}
      </p>
    </div>
  );
}
