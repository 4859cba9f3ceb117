import { and, asc, eq, sql } from 'drizzle-orm';
import type { TournamentType } from '@contract/tournaments';
import type { AppContext } from '../../context';
import { packs, subscriptions } from '../../db/schema';
import { createPlayer } from '../users/service';

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
      let [pack] = await tx
        .select()
        .from(packs)
        .where(
          and(
            eq(packs.active, true),
            eq(packs.kind, 'pack'),
            sql`${packs.covers} @> jsonb_build_array(${type}::text)`,
          ),
        )
        .orderBy(asc(packs.sortOrder), asc(packs.id))
        .limit(1);
      if (!pack) {
        await tx
          .insert(packs)
          .values({
            slug: `dev-${type.toLowerCase()}-pack`,
            title: `Development ${type.toLowerCase()} pack`,
            priceMinor: 0,
            currency: 'LKR',
            validityDays: 30,
            covers: [type],
            provider: 'operator',
          })
          .onConflictDoNothing();
        [pack] = await tx
          .select()
          .from(packs)
          .where(eq(packs.slug, `dev-${type.toLowerCase()}-pack`));
      }
      if (!pack) throw new Error(`no pack for ${type}`);
      const expiresAt = new Date(Date.now() + Math.max(1, pack.validityDays) * DAY_MS);
      const [active] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.packId, pack.id),
            eq(subscriptions.status, 'active'),
          ),
        );
      if (active) {
        await tx.update(subscriptions).set({ expiresAt }).where(eq(subscriptions.id, active.id));
      } else {
        await tx
          .insert(subscriptions)
          .values({ userId, packId: pack.id, autoRenew: false, expiresAt, providerRef: 'dev' });
      }
      done.add(type);
    }
    return [...done];
  });
}
