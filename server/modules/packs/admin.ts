import { and, asc, count, eq, gt } from 'drizzle-orm';
import type {
  ConsolePack,
  PackChange,
  PackUpdateReply,
  PacksReply,
} from '@contract/console-events';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { AuditHook } from '../../lib/audit-hook';
import { notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import { toUnicode } from '../../lib/zawgyi';
import { notifyPlayer } from '../notifications';
import { DAY_MS, type PackRow, priceAt } from './catalog';
import { packs, subscriptions } from './tables';

const unicode = (text: string) => toUnicode(text).text;
const mmOrNull = (text: string) => (text === '' ? null : unicode(text));

/** The price a renewal charges now, and the change still waiting for its date (if any). */
function prices(p: PackRow, now: Date) {
  const current = priceAt(p, now);
  const waiting = p.nextPriceFrom !== null && p.nextPriceFrom > now;
  return {
    current,
    next: waiting
      ? { minor: p.nextPriceMinor, currency: p.nextCurrency, from: p.nextPriceFrom }
      : { minor: null, currency: null, from: null },
  };
}

function consolePack(p: PackRow, subscribers: number, now: Date): ConsolePack {
  const { current, next } = prices(p, now);
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    title: p.title,
    title_mm: p.titleMm ?? '',
    caption: p.caption,
    caption_mm: p.captionMm ?? '',
    price_minor: current.priceMinor,
    currency: current.currency,
    taxes_added: p.taxesAdded,
    validity_days: p.validityDays,
    auto_renew: p.autoRenew,
    covers: p.covers,
    coins: p.coins,
    gems: p.gems,
    active: p.active,
    next_price_minor: next.minor,
    next_currency: next.currency,
    next_price_from: next.from?.toISOString() ?? null,
    subscribers,
  };
}

/** Who holds the pack now and will be charged again: the ones a new price concerns. */
const renewingHolders = (db: DbOrTx, packId: number, now: Date) =>
  db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.packId, packId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        gt(subscriptions.expiresAt, now),
      ),
    );

export async function listConsolePacks(ctx: AppContext, now = new Date()): Promise<PacksReply> {
  const [rows, held] = await Promise.all([
    ctx.db.select().from(packs).orderBy(asc(packs.sortOrder), asc(packs.id)),
    ctx.db
      .select({ packId: subscriptions.packId, n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), gt(subscriptions.expiresAt, now)))
      .groupBy(subscriptions.packId),
  ]);
  const counts = new Map(held.map((h) => [h.packId, h.n]));
  return { packs: rows.map((p) => consolePack(p, counts.get(p.id) ?? 0, now)) };
}

/**
 * Edits a pack. Everything but the price applies at once (a new validity from the next period
 * bought). A new price applies at once while nobody is renewing the pack; otherwise it waits one
 * validity period, so every renewing subscriber, told now in their language, renews at the old
 * price at most once more, and from then on pays the new one: the first renewal of a period that
 * starts on or after its date (priceAt). Setting the price back cancels a waiting change.
 */
export async function updatePack(
  ctx: AppContext,
  id: number,
  change: PackChange,
  audit: AuditHook,
  now = new Date(),
): Promise<PackUpdateReply> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(packs).where(eq(packs.id, id)).for('update');
    if (!before) throw notFound('Pack');
    const { current, next } = prices(before, now);
    const wanted = { priceMinor: change.price_minor, currency: change.currency };
    const samePrice = (p: { priceMinor: number | null; currency: string | null }) =>
      p.priceMinor === wanted.priceMinor && p.currency === wanted.currency;
    const holders = await renewingHolders(tx, id, now);
    let price = {
      priceMinor: current.priceMinor,
      currency: current.currency,
      nextPriceMinor: next.minor,
      nextCurrency: next.currency,
      nextPriceFrom: next.from,
    };
    let told = false;
    if (samePrice(current)) {
      price = { ...price, nextPriceMinor: null, nextCurrency: null, nextPriceFrom: null };
    } else if (holders.length === 0) {
      price = { ...wanted, nextPriceMinor: null, nextCurrency: null, nextPriceFrom: null };
    } else if (!samePrice({ priceMinor: next.minor, currency: next.currency })) {
      const from = new Date(now.getTime() + Math.max(1, before.validityDays) * DAY_MS);
      price = {
        ...price,
        nextPriceMinor: wanted.priceMinor,
        nextCurrency: wanted.currency,
        nextPriceFrom: from,
      };
      told = true;
    }
    const [after] = await tx
      .update(packs)
      .set({
        title: unicode(change.title),
        titleMm: mmOrNull(change.title_mm),
        caption: unicode(change.caption),
        captionMm: mmOrNull(change.caption_mm),
        validityDays: change.validity_days,
        ...(change.taxes_added === undefined ? {} : { taxesAdded: change.taxes_added }),
        autoRenew: change.auto_renew,
        covers: change.covers,
        coins: change.coins,
        ...(change.gems === undefined ? {} : { gems: change.gems }),
        active: change.active,
        ...price,
      })
      .where(eq(packs.id, id))
      .returning();
    if (!after) throw notFound('Pack');
    if (told && price.nextPriceFrom) {
      const from = price.nextPriceFrom;
      await notifyPlayer(
        tx,
        ...holders.map((h) => ({
          userId: h.userId,
          kind: 'pack_price_change' as const,
          params: {
            bundle_id: id,
            title: after.title,
            title_mm: after.titleMm,
            price_minor: wanted.priceMinor,
            currency: wanted.currency,
            date: localDate(from, ctx.config.timezone),
          },
          // A retried edit tells nobody twice about the same change.
          onceKey: `pack-price:${id}:${from.toISOString()}`,
        })),
      );
    }
    const subscribers = await tx
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.packId, id),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.expiresAt, now),
        ),
      );
    const reply = consolePack(after, subscribers[0]?.n ?? 0, now);
    await audit(tx, {
      action: 'pack.update',
      target: `pack:${id}`,
      before: consolePack(before, reply.subscribers, now),
      after: reply,
    });
    return { pack: reply, notified: told ? holders.length : 0 };
  });
}
