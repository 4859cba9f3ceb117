import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './avatar.module.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  // Array.from keeps multi-byte letters (e.g. Burmese) whole.
  return (
    letters
      .map((part) => Array.from(part ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: number;
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export function Avatar({ name, imageUrl, size = 48 }: AvatarProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(imageUrl) && !failed;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {showImage ? (
        <img
          className={styles.image}
          src={imageUrl ?? undefined}
          alt={t('user.avatarAlt', { name })}
          width={size}
          height={size}
          onError={() => setFailed(true)}
        />
      ) : (
        <span role="img" aria-label={t('user.avatarAlt', { name })}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
