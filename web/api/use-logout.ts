import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearAuth } from './auth-storage';

import { api } from './client';
import { clearUserPreferences } from './preferences';
import { contract } from './contract';

/** POST v2.0/logout; only when the server agrees is the session forgotten (product-spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('v2.0/logout', contract('envelope', 'ZEmptyReply')),
    onSuccess: () => {
      clearAuth();
      clearUserPreferences();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
