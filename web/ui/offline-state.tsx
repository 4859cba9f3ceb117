import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cx } from './cx';
import styles from './states.module.css';

export interface OfflineStateProps {
  /** What comes back with the network: this screen, or the content in this place. */
  what: 'screen' | 'content';
  onRetry?: () => void;
  compact?: boolean;
  /** 2 when the state is the page's main content. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * Something that cannot load without a network, and will by itself once there is one: no
 * skeleton left waiting, no "something went wrong" for what is only a lost connection.
 */
export function OfflineState({
  what,
  onRetry,
  compact,
  headingLevel = 3,
  className,
}: OfflineStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cx(styles.state, compact && styles.compact, className)}
      role="status"
      data-testid="offline-state"
    >
      <span className={styles.illustration} aria-hidden="true">
        📡
      </span>
      <Heading className={styles.title}>{t('offline.title')}</Heading>
      <p className={styles.body}>
        {what === 'screen' ? t('offline.screenBody') : t('offline.contentBody')}
      </p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
