import type { UseQueryResult } from '@tanstack/react-query';
import { type Columns, ListTable, type ListTableProps } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { pageCount, Pager } from '../../ui/pager';

interface Paged {
  page: number;
  per_page: number;
  total: number;
}

/** One page of a server-paged list, newest first, with its pager; loading, empty and error too. */
export function PagedTable<D extends Paged, T>({
  query,
  rowsOf,
  columns,
  caption,
  empty,
  onPage,
}: {
  query: UseQueryResult<D>;
  rowsOf: (data: D) => T[];
  columns: Columns<T>;
  caption: string;
  empty: string;
  onPage: (page: number) => void;
}) {
  return (
    <QueryState query={query} isEmpty={(d) => d.total === 0} empty={empty}>
      {(data) => {
        const pages = pageCount(data);
        return (
          <>
            <Table rows={rowsOf(data)} columns={columns} caption={caption} />
            {pages > 1 && <Pager page={data.page} pages={pages} onPage={onPage} label={caption} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** A list the server already ordered, scrolling sideways where it is wider than the screen. */
export function Table<T>({ rows, columns, caption }: ListTableProps<T>) {
  return (
    // Wide tables scroll sideways at 768 px: focusable, so the keyboard can scroll them too.
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <ListTable rows={rows} columns={columns} caption={caption} />
    </div>
  );
}
