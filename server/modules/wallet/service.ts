import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletLedger, wallets } from './tables';
import { AppError } from '../../lib/errors';
import { walletMovements } from '../../lib/metrics';

type Currency = 'coin' | 'gem';

interface WalletMovement {
  userId: number;
  currency: Currency;
  /** Positive earns, negative spends. */
  delta: number;
  reason: string;
  reference?: string;
  /** The same key twice is one movement: retries and replays never count twice. */
  idempotencyKey: string;
}

export interface WalletBalance {
  coins: number;
  gems: number;
}

const outOf = (currency: Currency) =>
  currency === 'coin'
    ? new AppError('out_of_coin', 'Out of Coin')
    : new AppError('out_of_gem', 'Out of Gem');

/**
 * The one way coins and gems move. Locks the wallet row, so concurrent spends queue and each one
 * sees the balance the previous left; refuses to go below zero (the CHECK constraint is the
 * backstop). Call inside the caller's transaction so the movement commits with what it pays for.
 */
export async function moveWallet(tx: DbOrTx, m: WalletMovement): Promise<WalletBalance> {
  if (!Number.isInteger(m.delta) || m.delta === 0)
    throw new Error('wallet delta must be a non-zero integer');
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.userId, m.userId))
    .for('update');
  if (!wallet) throw new AppError('not_found', 'Wallet not found');

  // Read after taking the lock: a concurrent twin of this movement has committed by now.
  const [done] = await tx
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.idempotencyKey, m.idempotencyKey))
    .limit(1);
  if (done) return { coins: wallet.coins, gems: wallet.gems };

  const column = m.currency === 'coin' ? 'coins' : 'gems';
  const balanceAfter = wallet[column] + m.delta;
  if (balanceAfter < 0) throw outOf(m.currency);

  const [updated] = await tx
    .update(wallets)
    .set(
      m.currency === 'coin'
        ? { coins: sql`${wallets.coins} + ${m.delta}`, updatedAt: sql`now()` }
        : { gems: sql`${wallets.gems} + ${m.delta}`, updatedAt: sql`now()` },
    )
    .where(eq(wallets.userId, m.userId))
    .returning({ coins: wallets.coins, gems: wallets.gems });
  if (!updated) throw new AppError('not_found', 'Wallet not found');
  await tx.insert(walletLedger).values({
    userId: m.userId,
    currency: m.currency,
    delta: m.delta,
    balanceAfter,
    reason: m.reason,
    reference: m.reference ?? null,
    idempotencyKey: m.idempotencyKey,
  });
  walletMovements.inc({
    currency: m.currency,
    reason: m.reason,
    direction: m.delta > 0 ? 'in' : 'out',
  });
  return updated;
}

/** A new player's empty wallet, opened with their account (welcome coins then move into it). */
export async function openWallet(tx: DbOrTx, userId: number): Promise<void> {
  await tx.insert(wallets).values({ userId });
}

/**
 * Takes this player's wallet row lock without moving anything, for a caller whose check must be
 * decided once per player: their concurrent requests queue on it as they would on a spend.
 */
export async function lockWallet(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for('update');
}

export async function getBalance(db: DbOrTx, userId: number): Promise<WalletBalance> {
  const [w] = await db
    .select({ coins: wallets.coins, gems: wallets.gems })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return w ?? { coins: 0, gems: 0 };
}

/**
 * A staff member's adjustment (console customer care): a ledger movement like any other, with
 * reason `support_adjustment` and its audit row as reference and key, so it happens once. The
 * wallet is locked first; a debit beyond the balance is refused with the balance named.
 */
export async function adjustByStaff(
  tx: DbOrTx,
  a: { userId: number; currency: Currency; delta: number; auditId: number },
): Promise<WalletBalance> {
  const [wallet] = await tx
    .select({ coins: wallets.coins, gems: wallets.gems })
    .from(wallets)
    .where(eq(wallets.userId, a.userId))
    .for('update');
  if (!wallet) throw new AppError('not_found', 'Wallet not found');
  const balance = a.currency === 'coin' ? wallet.coins : wallet.gems;
  if (balance + a.delta < 0) {
    const unit = a.currency === 'coin' ? 'coins' : 'gems';
    throw new AppError(
      'balance_too_low',
      `The balance is ${balance} ${unit}: a debit of ${-a.delta} would take it below zero`,
    );
  }
  return moveWallet(tx, {
    userId: a.userId,
    currency: a.currency,
    delta: a.delta,
    reason: 'support_adjustment',
    reference: `audit:${a.auditId}`,
    idempotencyKey: `support_adjustment:${a.auditId}`,
  });
}
