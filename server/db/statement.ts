import { type Column, type InferSelectModel, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A statement for a hot path: its SQL written once, sent by name so that PostgreSQL parses it once
 * per connection and the server builds nothing per request (building drizzle's query for every
 * tournament answer cost more CPU than PostgreSQL spent on it). Rows come as the driver types
 * them (int → number, timestamptz → Date, jsonb → value): alias columns to the names `Row` has.
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** Only carries the row type. */
  readonly row?: Row;
}

export const statement = <Row>(name: string, text: string): Statement<Row> => ({ name, text });

/** The keys of a table's rows, for columnsOf and rowOf to take some of its columns only. */
export type KeyOf<T extends PgTable> = keyof InferSelectModel<T> & string;

/**
 * `alias.column as "prefix.key"` for every column of the table (or only `keys`), to read it back
 * with rowOf. A hot statement names only what it uses: node-postgres prepares a parser for every
 * column of every reply it receives.
 */
export function columnsOf<T extends PgTable>(
  table: T,
  alias: string,
  prefix: string,
  keys?: readonly KeyOf<T>[],
): string {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  return (keys ?? Object.keys(columns))
    .map((key) => `${alias}.${columns[key]!.name} as "${prefix}.${key}"`)
    .join(', ');
}

/** Per table, prefix and keys: each key of the row, its name in the reply, and its column. */
type Field = [key: string, alias: string, column: Column];
const allColumns: readonly string[] = [];
const fieldsOf = new WeakMap<PgTable, Map<string, WeakMap<readonly string[], Field[]>>>();

function prefixedFields(
  table: PgTable,
  prefix: string,
  keys: readonly string[] = allColumns,
): Field[] {
  let byPrefix = fieldsOf.get(table);
  if (!byPrefix) fieldsOf.set(table, (byPrefix = new Map()));
  let byKeys = byPrefix.get(prefix);
  if (!byKeys) byPrefix.set(prefix, (byKeys = new WeakMap()));
  // Keyed by the keys' array itself (callers pass constants): a key made by joining them would be
  // built again on every call, and this runs several times on every tournament answer.
  let fields = byKeys.get(keys);
  if (!fields) {
    const columns: Record<string, Column> = getTableColumns(table);
    fields = (keys === allColumns ? Object.keys(columns) : keys).map((key): Field => [
      key,
      `${prefix}.${key}`,
      columns[key]!,
    ]);
    byKeys.set(keys, fields);
  }
  return fields;
}

/** Reads a table's row (or its `keys`) out of a joined row selected with columnsOf. */
interface RowReader {
  <T extends PgTable>(
    row: Record<string, unknown>,
    table: T,
    prefix: string,
  ): InferSelectModel<T> | null;
  <T extends PgTable, K extends KeyOf<T>>(
    row: Record<string, unknown>,
    table: T,
    prefix: string,
    keys: readonly K[],
  ): Pick<InferSelectModel<T>, K> | null;
}

function rowReader(decode: boolean): RowReader {
  return ((
    row: Record<string, unknown>,
    table: PgTable,
    prefix: string,
    keys?: readonly string[],
  ) => {
    const fields = prefixedFields(table, prefix, keys);
    // A left join that found none: its first column (the key) is null.
    if (row[fields[0]![1]] === null) return null;
    const out: Record<string, unknown> = {};
    for (const [key, alias, column] of fields) {
      const value = row[alias];
      out[key] =
        decode && value !== null && value !== undefined ? column.mapFromDriverValue(value) : value;
    }
    return out;
  }) as RowReader;
}

/**
 * The table's row (or its `keys`) out of a joined row selected with columnsOf, as a statement run
 * on the driver returns it (Database.run): both drivers type these columns as drizzle's rows have
 * them. Null when a left join found none.
 */
export const rowOf = rowReader(false);

/**
 * rowOf for a row read through drizzle's `execute` (a statement inside a transaction), which
 * leaves timestamps as the database's text: each value goes through its column's own decoder, as
 * drizzle's selects do. A hot statement in a transaction is an `sql` template with columnsOf
 * rather than a query builder: building a select of whole rows costs drizzle about 70 µs of CPU,
 * the template about 2 µs (measured on this project's 2-core VM).
 */
export const decodedRowOf = rowReader(true);
