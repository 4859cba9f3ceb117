import { and, asc, eq, sql } from 'drizzle-orm';
import type { TournamentType } from '@contract/tournaments';
import type { Tx } from '../../db/client';
import { packs, subscriptions } from './tables';

type PackRow = typeof packs.$inferSelect;

/**
 * The pack a development subscription to `type` uses: the catalogue's first active pack covering
 * it, or a free development pack made for it when the catalogue has none (as in tests).
 */
export async function devPackCovering(tx: Tx, type: TournamentType): Promise<PackRow> {
  const [listed] = await tx
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
  if (listed) return listed;
  const slug = `dev-${type.toLowerCase()}-pack`;
  await tx
    .insert(packs)
    .values({
      slug,
      title: `Development ${type.toLowerCase()} pack`,
      priceMinor: 0,
      currency: 'LKR',
      validityDays: 30,
      covers: [type],
      provider: 'operator',
    })
    .onConflictDoNothing();
  const [made] = await tx.select().from(packs).where(eq(packs.slug, slug));
  if (!made) throw new Error(`no pack for ${type}`);
  return made;
}

/**
 * Gives the player an active subscription to the pack until `expiresAt`, with no payment and no
 * renewal: the player's active one is extended, else one is started.
 */
export async function grantDevSubscription(
  tx: Tx,
  userId: number,
  packId: number,
  expiresAt: Date,
): Promise<void> {
  const [active] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.packId, packId),
        eq(subscriptions.status, 'active'),
      ),
    );
  if (active) {
    await tx.update(subscriptions).set({ expiresAt }).where(eq(subscriptions.id, active.id));
  } else {
    await tx
      .insert(subscriptions)
      .values({ userId, packId, autoRenew: false, expiresAt, providerRef: 'dev' });
  }
}
