import { consoleResolver } from '../i18n/issues';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZReason } from '@contract/console';
import { errorText } from '../i18n';
import { useT } from '../i18n/use-t';

const ZForm = z.object({ reason: ZReason });
type Form = z.input<typeof ZForm>;

/**
 * Asks why before a change (every console write states its reason, kept in the audit log). A
 * native modal dialog: focus stays inside and Escape closes it.
 */
export function ReasonDialog({
  title,
  children,
  onConfirm,
  onClose,
  error,
  pending,
}: {
  title: string;
  children?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  error: unknown;
  pending: boolean;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const form = useForm<Form>({ resolver: consoleResolver(ZForm), defaultValues: { reason: '' } });
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const reasonError = form.formState.errors.reason?.message;
  return (
    <dialog ref={ref} aria-labelledby={`${id}-title`} onClose={onClose} className="dialog">
      <form onSubmit={form.handleSubmit((values) => onConfirm(values.reason))} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        <label htmlFor={`${id}-reason`}>{t('reason.label')}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
          aria-invalid={reasonError ? true : undefined}
          {...form.register('reason')}
        />
        <p id={`${id}-hint`} className="hint">
          {t('reason.hint')}
        </p>
        {reasonError && (
          <p id={`${id}-error`} className="field-error">
            {reasonError}
          </p>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t('reason.cancel')}
          </button>
          <button type="submit" className="primary" disabled={pending}>
            {t('reason.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
