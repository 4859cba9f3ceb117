import { type InferSelectModel, getTableColumns } from 'drizzle-orm';
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

/** Per table, prefix and keys: each key of the row, with the name columnsOf gave its column. */
const fieldsOf = new WeakMap<PgTable, Map<string, [key: string, column: string][]>>();

function prefixedFields(
  table: PgTable,
  prefix: string,
  keys: readonly string[] | undefined,
): [key: string, column: string][] {
  let byPrefix = fieldsOf.get(table);
  if (!byPrefix) fieldsOf.set(table, (byPrefix = new Map()));
  const id = keys ? `${prefix}:${keys.join(',')}` : prefix;
  let fields = byPrefix.get(id);
  if (!fields) {
    fields = (keys ?? Object.keys(getTableColumns(table))).map((key) => [key, `${prefix}.${key}`]);
    byPrefix.set(id, fields);
  }
  return fields;
}

/**
 * The table's row (or its `keys`) out of a joined row selected with columnsOf; null when a left
 * join found none (its first column, the key, is null). Both drivers type these columns as
 * drizzle's rows have them.
 */
export function rowOf<T extends PgTable>(
  row: Record<string, unknown>,
  table: T,
  prefix: string,
): InferSelectModel<T> | null;
export function rowOf<T extends PgTable, K extends KeyOf<T>>(
  row: Record<string, unknown>,
  table: T,
  prefix: string,
  keys: readonly K[],
): Pick<InferSelectModel<T>, K> | null;
export function rowOf<T extends PgTable>(
  row: Record<string, unknown>,
  table: T,
  prefix: string,
  keys?: readonly KeyOf<T>[],
): Partial<InferSelectModel<T>> | null {
  // Built once per table, prefix and keys: this runs several times on every tournament answer.
  const fields = prefixedFields(table, prefix, keys);
  if (row[fields[0]![1]] === null) return null;
  const out: Record<string, unknown> = {};
  for (const [key, column] of fields) out[key] = row[column];
  return out as Partial<InferSelectModel<T>>;
}
