import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { setUnauthorizedHandler } from '@web/api/client';
import { PageLoader } from '@web/ui/loader';
import { OfflineBanner } from '@web/ui/offline-banner';
import { ShellContext } from '@web/ui/shell-context';
import { AppRoutes } from './app-routes';
import { useServiceWorker } from './pwa';
import { queryClient } from './query-client';
import { RouteErrorBoundary } from './route-error';

const loadSidebar = () => import('./sidebar/sidebar-panel');
const SidebarPanel = lazy(async () => ({ default: (await loadSidebar()).SidebarPanel }));

/** The app shell: owns the sidebar, waits for route chunks, catches screen crashes. */
export function RootLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const openSidebar = useCallback(() => setSidebarOpen(true), []);
  // Fetched when the player reaches for the menu, not with the first screen (issue 11: every
  // byte before the first paint counts on 3G); the service worker keeps it for later visits.
  const prefetchSidebar = useCallback(() => void loadSidebar().catch(() => undefined), []);
  const shell = useMemo(() => ({ openSidebar, prefetchSidebar }), [openSidebar, prefetchSidebar]);
  useServiceWorker();

  // Leaving the page closes the sidebar (e.g. after tapping one of its links).
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setSidebarOpen(false);
  }

  // A new page starts at the top, unless the browser is restoring a back/forward position.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  // A 401 on any signed-in call: the client already forgot the session; start over at /login.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);

  return (
    <ShellContext.Provider value={shell}>
      <OfflineBanner />
      <RouteErrorBoundary key={location.pathname}>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
      {sidebarOpen && (
        <Suspense fallback={null}>
          <SidebarPanel onClose={() => setSidebarOpen(false)} />
        </Suspense>
      )}
    </ShellContext.Provider>
  );
}
