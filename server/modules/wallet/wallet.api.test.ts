import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletLedger, wallets } from '../../tables';
import { AppError } from '../../lib/errors';
import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import { getBalance, moveWallet } from './service';

const { app, ctx, config } = await useTestApp();

const spend = (userId: number, i: number) =>
  ctx.db.transaction((tx) =>
    moveWallet(tx, {
      userId,
      currency: 'coin',
      delta: -50,
      reason: 'test',
      idempotencyKey: `spend:${userId}:${i}`,
    }),
  );

describe('wallet ledger', () => {
  it('lets exactly 10 of 50 concurrent spends through when the balance covers 10', async () => {
    const p = await signIn(app, config); // 500 welcome coins = 10 × 50
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => spend(p.userId, i)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).message).toBe('Out of Coin');
      expect((r.reason as AppError).code).toBe('out_of_coin');
      expect((r.reason as AppError).status).toBe(402);
    }
    const balance = await getBalance(ctx.db, p.userId);
    expect(balance.coins).toBe(0);
    expect((await ledgerTotals(ctx.db, p.userId)).coins).toBe(0);
  });

  it('applies a movement once however often its idempotency key is replayed', async () => {
    const p = await signIn(app, config);
    const move = () =>
      ctx.db.transaction((tx) =>
        moveWallet(tx, {
          userId: p.userId,
          currency: 'gem',
          delta: 3,
          reason: 'test',
          idempotencyKey: `grant:${p.userId}`,
        }),
      );
    await Promise.all(Array.from({ length: 10 }, move));
    expect((await getBalance(ctx.db, p.userId)).gems).toBe(8);
    const rows = await ctx.db.select().from(walletLedger).where(eq(walletLedger.userId, p.userId));
    expect(rows.filter((r) => r.reason === 'test')).toHaveLength(1);
    expect((await ledgerTotals(ctx.db, p.userId)).gems).toBe(8);
  });

  it('answers "Out of Gem" and changes nothing when gems are short', async () => {
    const p = await signIn(app, config);
    await expect(
      ctx.db.transaction((tx) =>
        moveWallet(tx, {
          userId: p.userId,
          currency: 'gem',
          delta: -6,
          reason: 'test',
          idempotencyKey: `gem:${p.userId}`,
        }),
      ),
    ).rejects.toThrow('Out of Gem');
    expect((await getBalance(ctx.db, p.userId)).gems).toBe(5);
  });

  it('is backed by CHECK constraints: the database itself refuses a negative balance', async () => {
    const p = await signIn(app, config);
    await expect(
      ctx.db.update(wallets).set({ coins: -1 }).where(eq(wallets.userId, p.userId)),
    ).rejects.toThrow();
  });
});
