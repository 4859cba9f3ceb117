import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back in history when there is in-app history, else home (e.g. a page opened from a link). */
export function useGoBack(fallback = '/dashboard'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
        ? state.idx
        : 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
