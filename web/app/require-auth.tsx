import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@web/api/auth-storage';

// Celebrations come after the first screen: their code never weighs on it, and the screens'
// strings come with the modal, only when there is something to celebrate (celebration-host.tsx).
const CelebrationHost = lazy(async () => {
  const host = await import('@web/features/retention/components/celebration-host');
  return { default: host.CelebrationHost };
});

/** Auth-required routes (product-spec §6): no stored token → /login. */
export function RequireAuth() {
  const auth = useAuth();
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  if (!auth) return <Navigate to="/login" replace />;
  return (
    <>
      <Outlet />
      {loaded && (
        <Suspense fallback={null}>
          <CelebrationHost />
        </Suspense>
      )}
    </>
  );
}
