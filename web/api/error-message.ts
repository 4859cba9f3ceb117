import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** The phone's connection failed, rather than the server answering. */
export function isOfflineError(error: unknown): boolean {
  return (isApiError(error) && error.isNetworkError) || !navigator.onLine;
}

/**
 * The one place a failure becomes words on screen. A refusal (4xx) says what the server said;
 * anything else gets the screen's own wording (`fallback`), or the generic offline/error text.
 */
export function errorMessage(t: TFunction, error: unknown, fallback?: string): string {
  if (isApiError(error) && error.isClientError) return error.message;
  if (fallback !== undefined) return fallback;
  return isOfflineError(error) ? t('common.offlineBody') : t('common.errorBody');
}
