import { useTranslation } from 'react-i18next';
import { isApiError } from '@web/api/api-error';
import { errorText } from '@web/i18n/error-text';
import { Button } from './button';
import { cx } from './cx';
import { StateCard } from './state-card';
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
  // A chunk that failed to download while offline is no ApiError, yet still a connection problem.
  // Refusals say what was refused; any other failure to load reads the same on every screen.
  const offline = (isApiError(error) && error.isNetworkError) || !navigator.onLine;
  return (
    <StateCard
      icon={offline ? 'offline' : 'alert'}
      title={title ?? t('common.errorTitle')}
      body={errorText(t, error, offline ? t('errors.network') : t('common.errorBody'))}
      action={
        onRetry && (
          <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
            {t('common.retry')}
          </Button>
        )
      }
      compact={compact}
      headingLevel={headingLevel}
      className={cx(styles.error, className)}
      role="alert"
    />
  );
}
