import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES } from '@contract/users';
import { errorText } from '@web/i18n/error-text';
import { Avatar } from '@web/ui/avatar';
import { Icon } from '@web/ui/icons';
import { avatarProblem, useUploadAvatar } from '../api/upload-avatar';
import styles from './profile.module.css';

/**
 * The avatar with a camera badge: picking a file checks its type and size here (a clear message,
 * nothing sent), shows it at once and uploads it (product-spec §7: sent on file pick).
 */
export function AvatarPicker({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();

  // The object URL holds the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onPick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const bad = avatarProblem(file);
    if (bad) {
      setProblem(t(`editProfile.${bad}`));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onError: (error) => {
        setPreview(null);
        setProblem(errorText(t, error, t('editProfile.uploadFailed')));
      },
    });
  }

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.pickerButton}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
        disabled={upload.isPending}
      >
        {preview ? (
          <img className={styles.preview} src={preview} alt={t('user.avatarAlt', { name })} />
        ) : (
          <Avatar name={name} imageUrl={imageUrl} size={96} />
        )}
        <span className={styles.pickerBadge} aria-hidden="true">
          <Icon name="camera" size={18} />
        </span>
        <span className="visually-hidden">{t('editProfile.changePicture')}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={[...AVATAR_TYPES, '.png', '.jpg', '.jpeg'].join(',')}
        hidden
        data-testid="avatar-input"
        onChange={(event) => onPick(event.target.files?.[0])}
      />
      <p id={hintId} className={styles.hint}>
        {t('editProfile.pictureHint')}
      </p>
      <p aria-live="polite" className={styles.status}>
        {upload.isPending
          ? t('editProfile.uploading')
          : upload.isSuccess
            ? t('editProfile.uploaded')
            : ''}
      </p>
      {problem && (
        <p role="alert" className={styles.error} data-testid="avatar-error">
          {problem}
        </p>
      )}
    </div>
  );
}
