import { useTranslation } from 'react-i18next';
import { errorMessage, isOfflineError } from '@web/api/error-message';
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
  return (
    <div
      className={cx(styles.state, styles.error, compact && styles.compact, className)}
      role="alert"
    >
      <span className={styles.illustration} aria-hidden="true">
        {isOfflineError(error) ? '📡' : '😵'}
      </span>
      <Heading className={styles.title}>{title ?? t('common.errorTitle')}</Heading>
      <p className={styles.body}>{errorMessage(t, error)}</p>
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
