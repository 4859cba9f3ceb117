import type { TournamentType } from '@contract/tournaments';
import type { AppContext } from '../../context';
import { devPackCovering, grantDevSubscription } from '../packs';
import { createPlayer } from '../wallet';

const DAY_MS = 86_400_000;

/**
 * Development stand-in for buying a pack: an active subscription to a pack covering each type
 * (the catalogue's, or a free development pack when the catalogue has none, as in tests).
 */
export async function devSubscribe(
  ctx: AppContext,
  who: { userId: number } | { msisdn: string },
  types: TournamentType[],
): Promise<TournamentType[]> {
  return ctx.db.transaction(async (tx) => {
    const userId =
      'userId' in who
        ? who.userId
        : (await createPlayer(tx, ctx.config.rules, who.msisdn, undefined)).user.id;
    const done = new Set<TournamentType>();
    for (const type of types) {
      const pack = await devPackCovering(tx, type);
      const expiresAt = new Date(Date.now() + Math.max(1, pack.validityDays) * DAY_MS);
      await grantDevSubscription(tx, userId, pack.id, expiresAt);
      done.add(type);
    }
    return [...done];
  });
}
