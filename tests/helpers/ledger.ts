import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client';
import { walletLedger } from '../../server/tables';
import type { WalletBalance } from '../../server/modules/wallet/service';

/** Sum of a player's ledger per currency: what their wallet balance must always equal. */
export async function ledgerTotals(db: DbOrTx, userId: number): Promise<WalletBalance> {
  const rows = await db
    .select({
      currency: walletLedger.currency,
      total: sql<string>`coalesce(sum(${walletLedger.delta}), 0)`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .groupBy(walletLedger.currency);
  const of = (c: 'coin' | 'gem') => Number(rows.find((r) => r.currency === c)?.total ?? 0);
  return { coins: of('coin'), gems: of('gem') };
}
