import { useTranslation } from 'react-i18next';
import { isApiError } from '@web/api/api-error';
import { errorText } from '@web/i18n/error-text';
import { Button } from './button';
import { cx } from './cx';
import styles from './states.module.css';

export interface ErrorStateProps {
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
  title?: string;
  /** 2 when the state is the page's main content, 1 when there is no page header at all. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** Failed loads say so and offer Retry, instead of an endless spinner. */
export function ErrorState({
  error,
  onRetry,
  retrying,
  compact,
  title,
  headingLevel = 3,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  // A chunk that failed to download while offline is no ApiError, yet still a connection problem.
  // Refusals say what was refused; any other failure to load reads the same on every screen.
  const offline = (isApiError(error) && error.isNetworkError) || !navigator.onLine;
  return (
    <div
      className={cx(styles.state, styles.error, compact && styles.compact, className)}
      role="alert"
    >
      <span className={styles.illustration} aria-hidden="true">
        {offline ? '📡' : '😵'}
      </span>
      <Heading className={styles.title}>{title ?? t('common.errorTitle')}</Heading>
      <p className={styles.body}>
        {errorText(t, error, offline ? t('errors.network') : t('common.errorBody'))}
      </p>
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
