import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/api/api-error';

/** Tuned for 3G: cache for 30 s, retry once (never a 4xx), no refetch on every tab switch. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.isClientError),
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    },
    mutations: { retry: false },
  },
});
