import type { FormEvent, ReactNode } from 'react';
import { useCanWrite } from '../api/session';
import { errorText } from '../i18n';
import { useT } from '../i18n/use-t';

/**
 * An editor's card: the fields, the refusal of the last save, and Save with any other actions.
 * A role that may only read gets the same screen, with a notice, nothing to change and no Save.
 * `error` is the last save's failure (a mutation's `error`: null when it did not fail).
 */
export function EditorForm({
  onSubmit,
  error,
  pending,
  saveLabel,
  actions,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  error: unknown;
  pending: boolean;
  saveLabel: string;
  /** Buttons before Save (Cancel a tournament). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  const canWrite = useCanWrite();
  return (
    <form className="card editor" onSubmit={(e) => void onSubmit(e)} noValidate>
      {!canWrite && (
        <p className="notice" role="status">
          {t('state.readOnly')}
        </p>
      )}
      <fieldset disabled={!canWrite} className="plain">
        {children}
        {error !== null && (
          <p className="form-error" role="alert">
            {errorText(t, error)}
          </p>
        )}
      </fieldset>
      {canWrite && (
        <div className="actions">
          {actions}
          <button type="submit" className="primary" disabled={pending}>
            {saveLabel}
          </button>
        </div>
      )}
    </form>
  );
}
