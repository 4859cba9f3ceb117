import { useTranslation } from 'react-i18next';
import { isApiError } from '@web/api/api-error';
import { Button } from './button';
import { cx } from './cx';
import styles from './states.module.css';

interface ErrorStateProps {
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
  title?: string;
}

/** Failed loads say so and offer Retry, instead of an endless spinner. */
export function ErrorState({ error, onRetry, retrying, compact, title }: ErrorStateProps) {
  const { t } = useTranslation();
  const offline = (isApiError(error) && error.isNetworkError) || !navigator.onLine;
  return (
    <div className={cx(styles.state, styles.error, compact && styles.compact)} role="alert">
      <span className={styles.illustration} aria-hidden="true">
        {offline ? '📡' : '😵'}
      </span>
      <h3 className={styles.title}>{title ?? t('common.errorTitle')}</h3>
      <p className={styles.body}>{offline ? t('common.offlineBody') : t('common.errorBody')}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
