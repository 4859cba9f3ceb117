import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';

/** A picture picked from disk goes up at once; the server re-encodes it or says why not. */
export function ImageUpload({
  id,
  label,
  pending,
  error,
  onFile,
}: {
  id: string;
  label: string;
  pending: boolean;
  error: unknown;
  onFile: (file: File) => void;
}) {
  const { t } = useT();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="hint">
        {t('content.imageHint')}
      </p>
      {pending && (
        <p className="hint" role="status">
          {t('content.uploading')}
        </p>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
