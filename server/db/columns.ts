/**
 * Column shapes every module's tables share (server/modules/<m>/tables.ts). Money is integer
 * minor units; coins and gems are integers that a CHECK keeps non-negative, and every change to
 * them is a ledger row.
 */
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
// PGlite reads bytea as Uint8Array and node-postgres as Buffer; both are Uint8Array.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
