import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@web/api/auth-storage';

/** Auth-required routes (product-spec §6): no stored token → /login. */
export function RequireAuth() {
  const auth = useAuth();
  return auth ? <Outlet /> : <Navigate to="/login" replace />;
}
