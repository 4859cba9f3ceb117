import { useTranslation } from 'react-i18next';
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
      <span aria-hidden="true">📡</span> {t('offline.banner')}
    </div>
  );
}
