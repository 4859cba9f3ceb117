import { isApiError } from '@web/api/api-error';

/**
 * Retry policy for calls that are safe to repeat (idempotent on the server): only when the
 * request never got an answer, and only a few times. Refusals (4xx) will not change on retry.
 */
export const retryNetworkErrors =
  (times: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < times && isApiError(error) && error.isNetworkError;
