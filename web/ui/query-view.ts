import { isApiError } from '@web/api/api-error';

/** What a screen shows of a TanStack Query result (plain and infinite queries alike). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  /** 'paused': TanStack holds the request back because the device is offline. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

export type QueryView<T> =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'notFound' }
  | { kind: 'error' }
  | { kind: 'empty' }
  | { kind: 'data'; data: T };

interface ViewRules<T> {
  /** Nothing to list (an empty array unless the screen says otherwise). */
  isEmpty?: (data: T) => boolean;
  /** The screen has its own "not found" for a 404; otherwise a 404 is an error like any other. */
  hasNotFound?: boolean;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Data already shown stays shown when a later refetch fails (a failed background read or
 * "load more" is no reason to blank the screen); the error state is for having nothing.
 * Nothing yet and offline: TanStack does not even ask (the query is paused until the browser is
 * online again), so a skeleton would wait forever without saying why.
 */
export function queryView<T>(query: QueryLike<T>, rules: ViewRules<T> = {}): QueryView<T> {
  const { data } = query;
  if (data !== undefined) {
    return (rules.isEmpty ?? emptyArray)(data) ? { kind: 'empty' } : { kind: 'data', data };
  }
  if (query.status === 'pending') {
    return query.fetchStatus === 'paused' ? { kind: 'offline' } : { kind: 'loading' };
  }
  if (rules.hasNotFound && isApiError(query.error) && query.error.status === 404) {
    return { kind: 'notFound' };
  }
  return { kind: 'error' };
}
