import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../i18n';
import { useT } from '../i18n/use-t';

export function LoadingState() {
  const { t } = useT();
  return (
    <p className="state" role="status">
      {t('state.loading')}
    </p>
  );
}

/** Loading, error with retry, empty, or the data: the same on every console screen. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useT();
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="state state-error" role="alert">
        <p>
          {t('state.error')} {errorText(t, query.error)}
        </p>
        <button type="button" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <p className="state state-empty" role="status">
        {empty}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
