import type { TFunction } from 'i18next';
import type { ErrorCode } from '@contract/error-codes';
import { isApiError } from '@web/api/api-error';

/** An `errors.*` key: a server code, or a fallback for replies without a code we know. */
export type ErrorTextKey = ErrorCode | 'network' | 'conflict' | 'refused';

/** What to say when a reply carries no code this app knows (an older app, a proxy's page). */
function keyOfStatus(status: number): ErrorTextKey {
  if (status === 0) return 'network';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  return status >= 500 ? 'internal_error' : 'refused';
}

/** The `errors.*` key for a failed call: by the server's code, never by its English message. */
export function errorTextKey(error: unknown): ErrorTextKey {
  if (!isApiError(error)) return 'internal_error';
  return error.code ?? keyOfStatus(error.status);
}

/**
 * The player's text for a failed call, in the UI language. Refusals (4xx) always say what the
 * server refused; for anything else (offline, a 5xx, a broken reply) `fallback` wins when given,
 * so a screen can keep its own wording ("Your answer didn't reach us").
 */
export function errorText(t: TFunction, error: unknown, fallback?: string): string {
  const refusal = isApiError(error) && error.isClientError;
  if (!refusal && fallback !== undefined) return fallback;
  return t(`errors.${errorTextKey(error)}`);
}
