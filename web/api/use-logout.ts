import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearAuth } from './auth-storage';

import { logout } from '@contract/routes/auth';
import { api } from './client';
import { clearUserPreferences } from './preferences';

/** POST v2.0/logout; only when the server agrees is the session forgotten (product-spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(logout),
    onSuccess: () => {
      // The server forgot this device's push subscription with the session; the browser drops it.
      void import('@web/api/push')
        .then((push) => push.dropBrowserSubscription())
        .catch(() => undefined);
      clearAuth();
      clearUserPreferences();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
