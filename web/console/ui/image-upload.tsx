import { useState } from 'react';
import { STUDIO_IMAGE_MAX_BYTES } from '@contract/console-studio';
import { errorText } from '../i18n';
import { useT } from '../i18n/use-t';

/**
 * A picture picked from disk goes up at once; the server re-encodes it or says why not. One over
 * the server's size cap is refused here, before 2 MB cross a slow network for nothing.
 */
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
  const [tooBig, setTooBig] = useState(false);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={`${id}-hint`}
        disabled={pending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setTooBig(file.size > STUDIO_IMAGE_MAX_BYTES);
          if (file.size <= STUDIO_IMAGE_MAX_BYTES) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className="hint">
        {t('upload.hint')}
      </p>
      {pending && (
        <p className="hint" role="status">
          {t('upload.pending')}
        </p>
      )}
      {tooBig || error ? (
        <p className="form-error" role="alert">
          {tooBig ? t('issues.imageSize') : errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
