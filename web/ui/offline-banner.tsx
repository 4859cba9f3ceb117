import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './offline-banner.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Without a network the app still opens (the service worker keeps its files), but nothing new
 * loads: said once at the top, instead of leaving the player to wonder at waiting screens.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <span aria-hidden="true">📡</span> {t('offline.banner')}
    </div>
  );
}
