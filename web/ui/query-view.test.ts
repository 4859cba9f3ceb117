import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/api/api-error';
import { queryView, type QueryLike } from './query-view';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    status: 'pending',
    data: undefined,
    error: null,
    isFetching: false,
    fetchStatus: 'idle',
    refetch: () => undefined,
    ...state,
  };
}

describe('queryView', () => {
  it('waits, then shows the data', () => {
    expect(queryView(query({ isFetching: true }))).toEqual({ kind: 'loading' });
    expect(queryView(query({ status: 'success', data: [1] }))).toEqual({ kind: 'data', data: [1] });
  });

  it('says offline, not loading, while the first request waits for a network', () => {
    expect(queryView(query({ fetchStatus: 'paused' }))).toEqual({ kind: 'offline' });
    // Data kept from before is shown as it is.
    expect(queryView(query({ status: 'success', data: [1], fetchStatus: 'paused' }))).toEqual({
      kind: 'data',
      data: [1],
    });
  });

  it('tells an empty answer from data, by the screen rule when it has one', () => {
    expect(queryView(query({ status: 'success', data: [] }))).toEqual({ kind: 'empty' });
    const pages = { pages: [{ rows: [] }] };
    expect(
      queryView(query({ status: 'success', data: pages }), {
        isEmpty: (d) => d.pages.every((p) => p.rows.length === 0),
      }),
    ).toEqual({ kind: 'empty' });
  });

  it('shows not found for a 404 only where the screen has one', () => {
    const failed = query({ status: 'error', error: new ApiError(404, 'Topic not found') });
    expect(queryView(failed, { hasNotFound: true })).toEqual({ kind: 'notFound' });
    expect(queryView(failed)).toEqual({ kind: 'error' });
  });

  it('keeps data on screen when a later refetch fails', () => {
    const stale = query({ status: 'error', data: [1], error: new ApiError(503, 'Draining') });
    expect(queryView(stale)).toEqual({ kind: 'data', data: [1] });
    expect(queryView(query({ status: 'error', error: new ApiError(503, 'x') }))).toEqual({
      kind: 'error',
    });
  });
});
