import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './offline-banner.module.css';
import { useOnline } from './use-online';

/**
 * Without a network the app still opens (the service worker keeps its files), but nothing new
 * loads: said once at the top, instead of leaving the player to wonder at waiting screens.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <Icon name="offline" size={16} className={styles.icon} /> {t('offline.banner')}
    </div>
  );
}
