import type { Tx } from '../db/client';

/**
 * How a module's staff change gets its audit row without knowing the console: the console's
 * routes pass a function that writes the row, and the owner calls it inside the change's own
 * transaction, so the change and its row commit together or not at all.
 */
export type AuditHook = (
  tx: Tx,
  change: { action: string; target: string; before: unknown; after: unknown },
) => Promise<unknown>;
