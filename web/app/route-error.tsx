import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@web/ui/button';
import { ErrorState } from '@web/ui/error-state';
import { OfflineState } from '@web/ui/offline-state';
import { Page } from '@web/ui/page';
import { useOnline } from '@web/ui/use-online';
import { isChunkLoadError } from './chunk-error';
import { retryFailedScreens } from './lazy-route';
import styles from './route-error.module.css';

// Screens with the menu button in place of Back (PageHeader).
const HOME_PATHS = new Set(['/dashboard', '/quiz-home']);

/**
 * A screen whose code did not arrive: inside the app's frame, so the player keeps the header,
 * Back and the bottom menu to go elsewhere, and told it is the network, not the app. Asked again
 * by itself when the network comes back; Retry for a network the browser wrongly thinks is there.
 */
function ScreenCodeMissing({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { pathname } = useLocation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Page title={t('app.name')} back={!HOME_PATHS.has(pathname)} bottomMenu>
      {online ? (
        <ErrorState headingLevel={2} onRetry={onRetry} />
      ) : (
        <OfflineState what="screen" headingLevel={2} onRetry={onRetry} />
      )}
    </Page>
  );
}

/** A screen that crashed: its frame may be what broke, so only this and a reload. */
function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <ErrorState error={error} headingLevel={1} />
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

/**
 * Catches a screen that crashes or whose code chunk fails to download (common on flaky 3G, and
 * before the service worker holds the code on a first visit). The shell keys it by path, so
 * navigating away resets it.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  // Mounts the screen again, which asks for its code again.
  private retry = () => {
    retryFailedScreens();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isChunkLoadError(error) ? (
      <ScreenCodeMissing onRetry={this.retry} />
    ) : (
      <RouteErrorScreen error={error} />
    );
  }
}
