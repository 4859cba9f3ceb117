import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ConsolePromotion,
  type ConsolePromotionsReply,
  type PromotionCreate,
  type PromotionUpdate,
  ZPromotionCreate,
  ZPromotionUpdate,
} from '@contract/console-promotions';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { toUnicode } from '../../lib/zawgyi';
import { deliveryTime } from './broadcast';
import { promotions } from './tables';

type PromotionRow = typeof promotions.$inferSelect;

const view = (row: PromotionRow): ConsolePromotion => ({
  id: row.id,
  title: row.title,
  title_mm: row.titleMm,
  body: row.body,
  body_mm: row.bodyMm,
  audience: row.audience,
  starts_at: row.startsAt.toISOString(),
  delivers_at: row.deliversAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
});

/** Console input checked here too, so every caller gets 422 with the fields at fault. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    (fields[key] ??= []).push(issue.message);
  }
  throw new AppError('validation_failed', 'The given data was invalid.', fields);
}

/** Only Unicode is stored: Myanmar typed in Zawgyi is converted on the way in. */
const unicode = (text: string | undefined) =>
  text === undefined ? undefined : toUnicode(text).text;

/** What the console's audit row records: the promotion before (null when created) and after. */
export interface PromotionChange<Before = ConsolePromotion> {
  before: Before;
  after: ConsolePromotion;
}

/**
 * Creates a promotion, in the caller's transaction (the console writes its audit row with it).
 * It reaches its audience's notifications at its start, or at 08:00 operator time when it starts
 * in the quiet hours, until its end.
 */
export async function createPromotion(
  tx: Tx,
  input: unknown,
  timeZone: string,
): Promise<PromotionChange<null>> {
  const p: PromotionCreate = parse(ZPromotionCreate, input);
  const startsAt = new Date(p.starts_at);
  const [row] = await tx
    .insert(promotions)
    .values({
      title: p.title,
      titleMm: unicode(p.title_mm),
      body: p.body,
      bodyMm: unicode(p.body_mm),
      audience: p.audience,
      startsAt,
      deliversAt: deliveryTime(startsAt, timeZone),
      endsAt: new Date(p.ends_at),
    })
    .returning();
  if (!row) throw new Error('insert returned no promotion');
  return { before: null, after: view(row) };
}

/** A promotion written by the server itself (the demo seed): texts and audience, no window. */
export type PromotionText = Pick<
  typeof promotions.$inferInsert,
  'title' | 'body' | 'titleMm' | 'bodyMm' | 'audience'
>;

/**
 * Promotions starting `now` with no end, delivered as every broadcast is: at once inside the
 * broadcast hours, else at 08:00 operator time. The seed writes its demo promotions through it,
 * so a first start at night shows them to nobody before the morning.
 */
export async function addPromotionsFrom(
  tx: Tx,
  list: PromotionText[],
  clock: { timeZone: string; now: Date },
): Promise<void> {
  if (list.length === 0) return;
  const deliversAt = deliveryTime(clock.now, clock.timeZone);
  await tx.insert(promotions).values(list.map((p) => ({ ...p, startsAt: clock.now, deliversAt })));
}

async function lockPromotion(tx: Tx, id: number): Promise<PromotionRow> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw notFound('Promotion');
  return row;
}

/** Changes the named fields of a promotion; its delivery follows a new start. */
export async function updatePromotion(
  tx: Tx,
  id: number,
  input: unknown,
  timeZone: string,
): Promise<PromotionChange> {
  const p: PromotionUpdate = parse(ZPromotionUpdate, input);
  const before = await lockPromotion(tx, id);
  const startsAt = p.starts_at === undefined ? before.startsAt : new Date(p.starts_at);
  const endsAt = p.ends_at === undefined ? before.endsAt : new Date(p.ends_at);
  if (endsAt && endsAt <= startsAt)
    throw fieldError(
      p.ends_at === undefined ? 'starts_at' : 'ends_at',
      'The end must be after the start',
    );
  const [row] = await tx
    .update(promotions)
    .set({
      title: p.title,
      titleMm: unicode(p.title_mm),
      body: p.body,
      bodyMm: unicode(p.body_mm),
      audience: p.audience,
      startsAt,
      deliversAt: deliveryTime(startsAt, timeZone),
      endsAt,
    })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw notFound('Promotion');
  return { before: view(before), after: view(row) };
}

/**
 * Ends a promotion now: players no longer see it. One that has not started yet ends at its start,
 * so it is never shown. Ending an ended one changes nothing.
 */
export async function endPromotion(tx: Tx, id: number, now = new Date()): Promise<PromotionChange> {
  const before = await lockPromotion(tx, id);
  if (before.endsAt && before.endsAt <= now) return { before: view(before), after: view(before) };
  const endsAt = now > before.startsAt ? now : before.startsAt;
  const [row] = await tx
    .update(promotions)
    .set({ endsAt })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw notFound('Promotion');
  return { before: view(before), after: view(row) };
}

/** Every promotion for the console, the latest start first. */
export async function listConsolePromotions(db: DbOrTx): Promise<ConsolePromotionsReply> {
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.startsAt), asc(promotions.id))
    .limit(500);
  return { promotions: rows.map(view) };
}
