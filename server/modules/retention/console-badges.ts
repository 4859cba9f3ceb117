import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { ConsoleBadge, ConsoleBadgeWrite } from '@contract/retention';
import type { AppContext, StaffUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { recordAudit } from '../console';
import { badgeImage } from './service';
import { badges, playerBadges } from './tables';

type BadgeRow = typeof badges.$inferSelect;

// Distinct from other advisory-lock users: one catalogue writer at a time.
const CATALOGUE_LOCK = 736_036;
const catalogueLock = sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK}::int)`;

const shown = (b: BadgeRow, earned: number): ConsoleBadge => ({
  id: b.id,
  slug: b.slug,
  name_en: b.nameEn,
  name_mm: b.nameMm,
  description_en: b.descriptionEn,
  description_mm: b.descriptionMm,
  rule: b.rule,
  threshold: b.threshold,
  image_url: b.imageUrl,
  shown_image_url: badgeImage(b),
  retired_at: b.retiredAt?.toISOString() ?? null,
  earned_count: earned,
});

/** The whole catalogue, retired badges last, each with how many players earned it. */
export async function consoleBadges(db: DbOrTx): Promise<ConsoleBadge[]> {
  const earned = db
    .select({ badgeId: playerBadges.badgeId, n: count().as('n') })
    .from(playerBadges)
    .groupBy(playerBadges.badgeId)
    .as('earned');
  const rows = await db
    .select({ b: badges, n: earned.n })
    .from(badges)
    .leftJoin(earned, eq(earned.badgeId, badges.id))
    .orderBy(asc(badges.retiredAt), asc(badges.rule), asc(badges.threshold), asc(badges.id));
  return rows.map(({ b, n }) => shown(b, Number(n ?? 0)));
}

async function consoleBadge(db: DbOrTx, id: number): Promise<ConsoleBadge | undefined> {
  const [row] = await db.select().from(badges).where(eq(badges.id, id));
  if (!row) return undefined;
  const [earned] = await db
    .select({ n: count() })
    .from(playerBadges)
    .where(eq(playerBadges.badgeId, id));
  return shown(row, earned?.n ?? 0);
}

async function assertSlugFree(tx: Tx, slug: string, id?: number) {
  const [taken] = await tx
    .select({ id: badges.id })
    .from(badges)
    .where(and(eq(badges.slug, slug), id === undefined ? undefined : ne(badges.id, id)));
  if (taken) throw fieldError('slug', 'is taken');
}

const values = (input: ConsoleBadgeWrite) => ({
  slug: input.slug,
  nameEn: input.name_en,
  nameMm: input.name_mm,
  descriptionEn: input.description_en,
  descriptionMm: input.description_mm,
  rule: input.rule,
  threshold: input.threshold,
  imageUrl: input.image_url || null,
});

/** Adds a badge and its audit row in one transaction; it is awarded from the next qualifying event. */
export async function createBadge(ctx: AppContext, staff: StaffUser, input: ConsoleBadgeWrite) {
  return ctx.db.transaction(async (tx) => {
    // So two editors cannot both take a free slug.
    await tx.execute(catalogueLock);
    await assertSlugFree(tx, input.slug);
    const [row] = await tx
      .insert(badges)
      .values({ ...values(input), retiredAt: input.retired ? ctx.clock.now() : null })
      .returning({ id: badges.id });
    const after = (await consoleBadge(tx, row!.id))!;
    await recordAudit(tx, staff, {
      action: 'badge.create',
      target: `badge:${after.id}`,
      before: null,
      after,
      reason: 'Added in the console',
    });
    return { id: after.id, badge: after };
  });
}

/** Edits a badge; retiring keeps who earned it, un-retiring awards it again from the next event. */
export async function updateBadge(
  ctx: AppContext,
  staff: StaffUser,
  id: number,
  input: ConsoleBadgeWrite,
) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(catalogueLock);
    const before = await consoleBadge(tx, id);
    if (!before) throw notFound('badge');
    await assertSlugFree(tx, input.slug, id);
    const retiredAt =
      input.retired === undefined
        ? undefined
        : input.retired
          ? before.retired_at === null
            ? ctx.clock.now()
            : new Date(before.retired_at)
          : null;
    await tx
      .update(badges)
      .set({ ...values(input), ...(retiredAt === undefined ? {} : { retiredAt }) })
      .where(eq(badges.id, id));
    const after = (await consoleBadge(tx, id))!;
    await recordAudit(tx, staff, {
      action:
        after.retired_at !== null && before.retired_at === null ? 'badge.retire' : 'badge.update',
      target: `badge:${id}`,
      before,
      after,
      reason: 'Edited in the console',
    });
    return { id, badge: after };
  });
}

/**
 * Points a badge at an uploaded picture. `store` writes the picture, already re-encoded before
 * this transaction began (topics' prepareContentImage), so a refused file changed nothing; the
 * row it writes is rolled back with the badge if the badge is gone.
 */
export async function setBadgeImage(
  ctx: AppContext,
  staff: StaffUser,
  id: number,
  store: (tx: Tx) => Promise<string>,
) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(catalogueLock);
    const before = await consoleBadge(tx, id);
    if (!before) throw notFound('badge');
    await tx
      .update(badges)
      .set({ imageUrl: await store(tx) })
      .where(eq(badges.id, id));
    const after = (await consoleBadge(tx, id))!;
    await recordAudit(tx, staff, {
      action: 'badge.image',
      target: `badge:${id}`,
      before,
      after,
      reason: 'Picture uploaded in the console',
    });
    return { id, badge: after };
  });
}

/** 404 before an upload is read and re-encoded for a badge that does not exist. */
export async function assertBadgeExists(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: badges.id }).from(badges).where(eq(badges.id, id));
  if (!row) throw notFound('badge');
}
