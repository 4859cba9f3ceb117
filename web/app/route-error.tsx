import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { ErrorState } from '@web/ui/error-state';
import styles from './route-error.module.css';

function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // A chunk that failed offline loads once the phone is back online; reloading while still
  // offline would only swap this screen for the browser's own error page.
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
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
 * Catches a screen that crashes or whose code chunk fails to download (common on flaky 3G);
 * a reload fetches the chunk again. The shell keys it by path, so navigating away resets it.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
