import { QueryClient } from '@tanstack/react-query';
import { READ_RETRIES, retryDelay, retryTransient } from '@web/api/retry-policy';

/**
 * Tuned for 3G: cache for 30 s, no refetch on every tab switch. Reads are repeated on their own
 * when the network or a restarting server failed them (honouring Retry-After), never on a
 * refusal (4xx) or a bug (500), which would only fail again. Writes repeat only where their
 * hook says they are safe to.
 */
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
