/**
 * Column shapes every module's tables share (server/modules/<m>/tables.ts). Money is integer
 * minor units; coins and gems are integers that a CHECK keeps non-negative, and every change to
 * them is a ledger row.
 */
import { customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
// PGlite reads bytea as Uint8Array and node-postgres as Buffer; both are Uint8Array.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The `id` of another module's table, named rather than imported, for a foreign key from a lower
 * module's table to a higher one's (games.tournament_id: tournaments play games, so the engine
 * may not import tournaments). The stand-in is exported by no tables.ts: the schema, the
 * migrations and the owner of the table are unchanged; only the import goes.
 */
export const idOf = (table: string) => pgTable(table, { id: integer('id') }).id;
