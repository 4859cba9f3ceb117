import { expect } from 'vitest';
import { type Player, signIn } from './client';
import { useTestApp } from './context';
import { ManualClock } from './clock';
import { type BattleClient, connectBattle, listening } from './battle-client';
import { getBalance, moveWallet } from '../../server/modules/wallet/service';
import { ledgerTotals } from './ledger';

/**
 * A listening app for battle tests: its own database, a clock moved by hand (so the rules' 15 s
 * questions, 10 s bot and 30 s queue take no time), and the address sockets connect to.
 */
export async function useBattleApp(env: Record<string, string> = {}) {
  // A hand-moved clock plays a battle's minutes in a second: more events a second than a person
  // sends. The flood test sets the real limit.
  const test = await useTestApp({ BATTLE_EVENTS_PER_SECOND: '1000', ...env });
  const clock = new ManualClock();
  test.ctx.clock = clock;
  const url = await listening(test.app);
  let grants = 0;

  /** A signed-in player holding `coins` coins, and their socket. */
  async function player(
    coins = 1000,
    opts: { name?: string; language?: 'en' | 'mm' } = {},
  ): Promise<{ p: Player; c: BattleClient }> {
    const p = await signIn(test.app, test.config, { name: opts.name ?? 'Battler', ...opts });
    const have = (await getBalance(test.ctx.db, p.userId)).coins;
    if (have !== coins) {
      await test.ctx.db.transaction((tx) =>
        moveWallet(tx, {
          userId: p.userId,
          currency: 'coin',
          delta: coins - have,
          reason: 'test_grant',
          idempotencyKey: `test-grant:${p.userId}:${++grants}`,
        }),
      );
    }
    return { p, c: await connectBattle(url, p.token) };
  }

  const coins = async (p: Player) => (await getBalance(test.ctx.db, p.userId)).coins;

  /** Every balance equals the sum of its ledger. */
  async function expectLedgerHolds(...players: Player[]) {
    for (const p of players) {
      expect((await ledgerTotals(test.ctx.db, p.userId)).coins).toBe(await coins(p));
    }
  }

  return { ...test, clock, url, player, coins, expectLedgerHolds };
}
