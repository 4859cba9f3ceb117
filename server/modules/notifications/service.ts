import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { NotificationsReply, PromotionsReply } from '@contract/notifications';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notifications, type PromotionAudience, promotions } from './tables';
import { users } from '../users/tables';
import { localDigits } from '@contract/myanmar-text';
import { localized, type Language } from '../../lib/language';
import { notificationLink } from './links';
import { pushNotices } from './push-policy';
import {
  englishText,
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from './texts';

/** The newest this many are listed; older ones are kept but a phone screen never scrolls that far. */
const LIST_LIMIT = 100;

/** One notification: its kind with the parameters that kind's templates read (texts.ts). */
export type Notice = {
  [K in NotificationKind]: {
    userId: number;
    kind: K;
    params: NotificationParams[K];
    /** At most one notification per player and key: for work that may run more than once. */
    onceKey?: string;
  };
}[NotificationKind];

/**
 * The one way the server tells players something outside broadcasts: rows written in the caller's
 * transaction (they exist iff it commits), each keeping kind and parameters so every reader sees
 * it in their own language, plus the English text for older app versions and support staff.
 */
export async function notifyPlayer(tx: DbOrTx, ...notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const written = await tx
    .insert(notifications)
    .values(
      notices.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        ...englishText(n.kind, n.params),
        data: n.params,
        broadcastKey: n.onceKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
    });
  await pushNotices(tx, written);
}

/**
 * Writes a notice that stands for something still open (a friend request): the player's earlier
 * one under the same key goes, so asking again refreshes one notice instead of piling them up.
 */
export async function replaceNotice(tx: DbOrTx, notice: Notice & { onceKey: string }) {
  await withdrawNotice(tx, notice.userId, notice.onceKey);
  await notifyPlayer(tx, notice);
}

/** Takes back the notice under `key` once what it announced is gone (a withdrawn request). */
export async function withdrawNotice(tx: DbOrTx, userId: number, key: string): Promise<void> {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.broadcastKey, key)));
}

/**
 * The name a notification calls a player by, as they have it now; '' when they never set one
 * (the templates then say "a player" in the reader's language).
 */
export async function playerName(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? '';
}

async function unreadCount(ctx: AppContext, auth: AuthUser): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, auth.id), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The player's notifications, newest first, in the reader's language, with their read state. */
export async function listNotifications(
  ctx: AppContext,
  auth: AuthUser,
  lang: Language,
): Promise<NotificationsReply> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, auth.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      ...renderNotification(row, lang),
      datetime: row.createdAt.toISOString(),
      read: row.readAt !== null,
      link: notificationLink(row),
    })),
    unread_count: await unreadCount(ctx, auth),
  };
}

/** Marks the named notifications (only the player's own) or all unread ones as read; idempotent. */
export async function markRead(
  ctx: AppContext,
  auth: AuthUser,
  ids: number[] | undefined,
): Promise<{ unread_count: number }> {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, auth.id),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return { unread_count: await unreadCount(ctx, auth) };
}

export const getUnreadCount = async (ctx: AppContext, auth: AuthUser) => ({
  unread_count: await unreadCount(ctx, auth),
});

/**
 * A player's subscription standing, which picks their promotions' audience: packs own it and sit
 * above notifications (they notify players), so the wiring hands packs' reader in (app.ts).
 */
export type StandingOf = (
  db: DbOrTx,
  userId: number,
  now: Date,
) => Promise<'subscriber' | 'lapsed' | 'none'>;

/**
 * Promotions delivered and not ended for this player's audience, newest first, in the reader's
 * language. Delivery waits for the broadcast hours (promotions.delivers_at).
 */
export async function listPromotions(
  ctx: AppContext,
  auth: AuthUser,
  lang: Language,
  standingOf: StandingOf,
  now = new Date(),
): Promise<PromotionsReply> {
  const standing = await standingOf(ctx.db, auth.id, now);
  const audiences: PromotionAudience[] =
    standing === 'subscriber'
      ? ['all', 'subscribers']
      : standing === 'lapsed'
        ? ['all', 'lapsed']
        : ['all'];
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(
      and(
        lte(promotions.startsAt, now),
        lte(promotions.deliversAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        inArray(promotions.audience, audiences),
      ),
    )
    .orderBy(desc(promotions.startsAt), desc(promotions.id))
    .limit(LIST_LIMIT);
  return {
    promotions: rows.map((row) => ({
      id: row.id,
      title: localDigits(localized(lang, row.title, row.titleMm), lang),
      body: localDigits(localized(lang, row.body, row.bodyMm), lang),
      datetime: row.startsAt.toISOString(),
    })),
  };
}
