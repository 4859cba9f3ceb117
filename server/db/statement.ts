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

/** `alias.column as "prefix.key"` for every column of the table, to read it back with rowOf. */
export function columnsOf(table: PgTable, alias: string, prefix: string): string {
  return Object.entries(getTableColumns(table))
    .map(([key, col]) => `${alias}.${col.name} as "${prefix}.${key}"`)
    .join(', ');
}

/** Per table and prefix: each key of the row, with the name columnsOf gave its column. */
const fieldsOf = new WeakMap<PgTable, Map<string, [key: string, column: string][]>>();

function prefixedFields(table: PgTable, prefix: string): [key: string, column: string][] {
  let byPrefix = fieldsOf.get(table);
  if (!byPrefix) fieldsOf.set(table, (byPrefix = new Map()));
  let fields = byPrefix.get(prefix);
  if (!fields) {
    fields = Object.keys(getTableColumns(table)).map((key) => [key, `${prefix}.${key}`]);
    byPrefix.set(prefix, fields);
  }
  return fields;
}

/**
 * The table's row out of a joined row selected with columnsOf; null when a left join found none
 * (its first column, the key, is null). Both drivers type these columns as drizzle's rows have them.
 */
export function rowOf<T extends PgTable>(
  row: Record<string, unknown>,
  table: T,
  prefix: string,
): InferSelectModel<T> | null {
  // Built once per table: this runs several times on every tournament answer.
  const fields = prefixedFields(table, prefix);
  if (row[fields[0]![1]] === null) return null;
  const out: Record<string, unknown> = {};
  for (const [key, column] of fields) out[key] = row[column];
  return out as InferSelectModel<T>;
}
