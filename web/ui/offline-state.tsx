import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { StateCard } from './state-card';

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
  return (
    <StateCard
      icon="offline"
      title={t('offline.title')}
      body={what === 'screen' ? t('offline.screenBody') : t('offline.contentBody')}
      action={
        onRetry && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
      compact={compact}
      headingLevel={headingLevel}
      className={className}
      role="status"
      data-testid="offline-state"
    />
  );
}
