import { onlineManager, QueryClient } from '@tanstack/react-query';
import { READ_RETRIES, retryDelay, retryTransient } from '@web/api/retry-policy';

/**
 * Tuned for 3G: cache for 30 s, no refetch on every tab switch. Reads are repeated on their own
 * when the network or a restarting server failed them (honouring Retry-After), never on a
 * refusal (4xx) or a bug (500), which would only fail again. Writes repeat only where their
 * hook says they are safe to.
 */
// TanStack assumes a network until the browser says "offline", which it never does for a page
// loaded without one (a hard reload offline): reads would fail and retry behind skeletons instead
// of waiting, paused, under the screen's offline state. Start from what the browser knows. Node
// 22 has a `navigator` without `onLine` (unit tests): no answer there is not "offline".
if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') {
  onlineManager.setOnline(navigator.onLine);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: retryTransient(READ_RETRIES),
      retryDelay,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    },
    mutations: { retry: false, retryDelay },
  },
});
