import { flexRender, getCoreRowModel, type Table, useReactTable } from '@tanstack/react-table';

/** Columns as TanStack takes them: each accessor keeps its own value type. */
export type Columns<T> = Parameters<typeof useReactTable<T>>[0]['columns'];

/**
 * Renders a TanStack table the one way the console shows lists: a hidden caption for screen
 * readers, column headers that sort (with aria-sort) where the table allows it, then the rows.
 */
export function DataTable<T>({ table, caption }: { table: Table<T>; caption: string }) {
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const label = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="sort"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {label}
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A list in the order the server gave it (newest first, most suspicious first…): no column sorts
 * the rows on its own, as a page of a longer list would then look like the whole of it.
 */
export interface ListTableProps<T> {
  rows: T[];
  columns: Columns<T>;
  caption: string;
}

export function ListTable<T>({ rows, columns, caption }: ListTableProps<T>) {
  const table = useReactTable({
    data: rows,
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
  });
  return <DataTable table={table} caption={caption} />;
}
