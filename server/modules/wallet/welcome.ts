import type { Rules } from '../../config';
import type { DbOrTx } from '../../db/client';
import { insertPlayer } from '../users';
import { moveWallet, openWallet } from './service';

/**
 * Finds the player with this number or creates them with the welcome wallet, in the caller's
 * transaction. It lives here, above users, because users is below the wallet (wallets key users).
 */
export async function createPlayer(
  tx: DbOrTx,
  rules: Rules,
  msisdn: string,
  name: string | undefined,
): Promise<Awaited<ReturnType<typeof insertPlayer>>> {
  const made = await insertPlayer(tx, msisdn, name);
  if (!made.created) return made;
  const userId = made.user.id;
  await openWallet(tx, userId);
  const welcome = { userId, reason: 'welcome', reference: `user:${userId}` };
  if (rules.welcomeCoins > 0)
    await moveWallet(tx, {
      ...welcome,
      currency: 'coin',
      delta: rules.welcomeCoins,
      idempotencyKey: `welcome:coin:${userId}`,
    });
  if (rules.welcomeGems > 0)
    await moveWallet(tx, {
      ...welcome,
      currency: 'gem',
      delta: rules.welcomeGems,
      idempotencyKey: `welcome:gem:${userId}`,
    });
  return made;
}
