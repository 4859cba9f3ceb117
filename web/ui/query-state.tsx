import type { ReactNode } from 'react';
import { ErrorState, type ErrorStateProps } from './error-state';
import { OfflineState } from './offline-state';
import { queryView, type QueryLike } from './query-view';

type ErrorLook = Pick<ErrorStateProps, 'compact' | 'headingLevel' | 'title' | 'className'>;

interface QueryStateProps<T> extends ErrorLook {
  query: QueryLike<T>;
  /** Placeholder while the first answer is on its way (a skeleton the shape of the content). */
  loading: ReactNode;
  /** When the answer has nothing to show; without it the data is rendered as it is. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** When the server answers 404 (a stale link); without it a 404 is shown as an error. */
  notFound?: ReactNode;
  /**
   * Replaces the error and offline states where a whole card does not fit (e.g. a link-sized
   * Retry).
   */
  renderError?: (retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One query, five faces: loading, offline (nothing yet and no network: it loads by itself once
 * online), not found or empty, error with Retry, and the data. Every screen renders its queries
 * through this, so they all behave alike on a slow or lost network.
 */
export function QueryState<T>({
  query,
  loading,
  empty,
  isEmpty,
  notFound,
  renderError,
  children,
  ...errorLook
}: QueryStateProps<T>) {
  const view = queryView(query, {
    isEmpty: empty === undefined ? () => false : isEmpty,
    hasNotFound: notFound !== undefined,
  });
  switch (view.kind) {
    case 'loading':
      return loading;
    case 'offline':
      // Where a card does not fit, the screen's own small face stands in for this one too.
      return renderError ? (
        renderError(() => void query.refetch())
      ) : (
        <QueryError query={query} {...errorLook} />
      );
    case 'notFound':
      return notFound;
    case 'empty':
      return empty;
    case 'error':
      return renderError ? (
        renderError(() => void query.refetch())
      ) : (
        <QueryError query={query} {...errorLook} />
      );
    case 'data':
      return children(view.data);
  }
}

/**
 * Only the error face, or the offline one: for a query whose data and placeholder live elsewhere
 * on the screen.
 */
export function QueryError<T>({ query, ...look }: { query: QueryLike<T> } & ErrorLook) {
  const { kind } = queryView(query);
  if (kind === 'offline') {
    return (
      <OfflineState
        what="content"
        compact={look.compact}
        headingLevel={look.headingLevel}
        className={look.className}
      />
    );
  }
  if (kind !== 'error') return null;
  return (
    <ErrorState
      {...look}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
