import { sql } from 'drizzle-orm';
import type { AppContext } from '../../server/context';
import { queryRows } from '../../server/db/client';

/**
 * Waits until a statement on this test's database is blocked on a lock (a row, or an advisory
 * lock), so a test that holds the lock knows the other side has really come to wait for it.
 * PGlite runs one transaction at a time: a statement sent while a transaction is open waits for
 * its end in PGlite itself, where no lock shows; there the order is certain and nothing is waited.
 */
export async function waitForLockWaiter(ctx: AppContext): Promise<void> {
  if (ctx.database.kind === 'pglite') return;
  for (let i = 0; i < 200; i++) {
    const rows = await queryRows(
      ctx.db,
      sql`select 1 from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no request came to wait for the lock');
}
