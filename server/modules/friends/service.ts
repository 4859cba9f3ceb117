import { countEvent } from '../retention';
import { and, eq, or, sql } from 'drizzle-orm';
import type {
  FriendActionReply,
  FriendSearchReply,
  FriendsReply,
  FriendsTab,
  PlayerCard,
} from '@contract/friends';
import type { AppContext, AuthUser } from '../../context';
import { type DbOrTx, type Tx, queryRows } from '../../db/client';
import { friendships } from './tables';
import { users } from '../users/tables';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { notifyPlayer, playerName, replaceNotice, withdrawNotice } from '../notifications';
import { levelOf } from '../users';
import { rankingEntries } from './ranking-entries';

const SEARCH_LIMIT = 20;

export type FriendshipRow = typeof friendships.$inferSelect;

/** The addressee's one notice of a request: a resend refreshes it, a withdrawal takes it back. */
const requestNoticeKey = (requesterId: number) => `friend_request:${requesterId}`;

/** The one row of a pair, whichever side asked (the unique index is on the unordered pair). */
async function pairRow(tx: DbOrTx, a: number, b: number, lock: boolean) {
  const query = tx
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
        and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Friends, holding their friendship row until the caller's transaction ends: a challenge created
 * under it is then either seen by a concurrent removal (and refunded) or refused after it.
 */
export async function lockFriendship(tx: Tx, a: number, b: number): Promise<boolean> {
  const row = await pairRow(tx, a, b, true);
  return row?.status === 'accepted';
}

async function otherPlayer(tx: DbOrTx, me: number, otherId: number) {
  if (otherId === me) throw fieldError('user_id', 'cannot be yourself');
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, otherId));
  if (!other) throw notFound('Player');
}

/** Runs an action on the pair of the player and another one (who must exist) in one transaction. */
function withOtherPlayer<T>(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await otherPlayer(tx, user.id, otherId);
    return action(tx);
  });
}

async function acceptRow(tx: Tx, row: FriendshipRow): Promise<void> {
  await tx
    .update(friendships)
    .set({ status: 'accepted', respondedAt: new Date() })
    .where(eq(friendships.id, row.id));
  // Friendships made count for the friends badges, for both, in id order (row locks).
  for (const userId of [row.requesterId, row.addresseeId].sort((a, b) => a - b)) {
    await countEvent(tx, userId, 'friends', new Date());
  }
  await notifyPlayer(tx, {
    userId: row.requesterId,
    kind: 'friend_request_accepted',
    params: { user_id: row.addresseeId, name: await playerName(tx, row.addresseeId) },
  });
}

/**
 * Sends a friend request. A repeat (or a concurrent double tap) is the same one request; a request
 * to someone who already asked you accepts theirs.
 */
export async function sendFriendRequest(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
): Promise<FriendActionReply> {
  return withOtherPlayer(ctx, user, otherId, async (tx) => {
    // The pair's unique index decides between racing requests: one insert wins, the others
    // wait for it and then read the row it made.
    const inserted = await tx
      .insert(friendships)
      .values({ requesterId: user.id, addresseeId: otherId, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await replaceNotice(tx, {
        userId: otherId,
        kind: 'friend_request_received',
        params: { user_id: user.id, name: await playerName(tx, user.id) },
        onceKey: requestNoticeKey(user.id),
      });
      return { friendship_status: 'requested' };
    }
    const row = await pairRow(tx, user.id, otherId, true);
    // Denied or withdrawn between the insert and this read: the caller may simply send again.
    if (!row) throw new AppError('bad_request', 'The request changed meanwhile, please try again');
    if (row.status === 'accepted') throw new AppError('already_friends', 'You are already friends');
    if (row.requesterId === user.id) return { friendship_status: 'requested' };
    await acceptRow(tx, row);
    return { friendship_status: 'friend' };
  });
}

async function incomingRow(tx: Tx, me: number, otherId: number) {
  const row = await pairRow(tx, me, otherId, true);
  if (!row || row.requesterId !== otherId || row.status !== 'pending')
    return { row: null, friends: row?.status === 'accepted' };
  return { row, friends: false };
}

/** Accepts their request; accepting again once friends answers the same. */
export async function acceptFriendRequest(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
): Promise<FriendActionReply> {
  return withOtherPlayer(ctx, user, otherId, async (tx) => {
    const { row, friends } = await incomingRow(tx, user.id, otherId);
    if (friends) return { friendship_status: 'friend' };
    if (!row) throw notFound('Friend request');
    await acceptRow(tx, row);
    return { friendship_status: 'friend' };
  });
}

export async function denyFriendRequest(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
): Promise<FriendActionReply> {
  return withOtherPlayer(ctx, user, otherId, async (tx) => {
    const { row } = await incomingRow(tx, user.id, otherId);
    if (!row) throw notFound('Friend request');
    await deleteFriendship(tx, row);
    return { friendship_status: 'none' };
  });
}

/** Withdraws a request the player sent and nobody answered yet. */
export async function deleteOutgoingRequest(
  ctx: AppContext,
  user: AuthUser,
  otherId: number,
): Promise<FriendActionReply> {
  return withOtherPlayer(ctx, user, otherId, async (tx) => {
    const deleted = await tx
      .delete(friendships)
      .where(
        and(
          eq(friendships.requesterId, user.id),
          eq(friendships.addresseeId, otherId),
          eq(friendships.status, 'pending'),
        ),
      )
      .returning({ id: friendships.id });
    if (deleted.length === 0) throw notFound('Friend request');
    await withdrawNotice(tx, otherId, requestNoticeKey(user.id));
    return { friendship_status: 'none' };
  });
}

/**
 * The friendship of the player and another one, locked for its removal (see remove-friend.ts);
 * not friends is a 404.
 */
export async function lockFriendshipToEnd(
  tx: Tx,
  user: AuthUser,
  otherId: number,
): Promise<FriendshipRow> {
  await otherPlayer(tx, user.id, otherId);
  const row = await pairRow(tx, user.id, otherId, true);
  if (row?.status !== 'accepted') throw notFound('Friend');
  return row;
}

export async function deleteFriendship(tx: Tx, row: FriendshipRow): Promise<void> {
  await tx.delete(friendships).where(eq(friendships.id, row.id));
}

interface FriendRow {
  user_id: number;
  name: string;
  image_url: string | null;
  points: number;
  since: Date | string;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** One tab of the friends screen, and the incoming count for its badge. */
export async function listFriends(
  ctx: AppContext,
  user: AuthUser,
  tab: FriendsTab,
): Promise<FriendsReply> {
  const me = user.id;
  const query =
    tab === 'friends'
      ? sql`select u.id as user_id, u.name, u.image_url, u.points,
              coalesce(f.responded_at, f.created_at) as since
            from friendships f
            join users u on u.id = case when f.requester_id = ${me} then f.addressee_id else f.requester_id end
            where f.status = 'accepted' and (f.requester_id = ${me} or f.addressee_id = ${me})
            order by lower(u.name), u.id`
      : tab === 'incoming_requests'
        ? sql`select u.id as user_id, u.name, u.image_url, u.points, f.created_at as since
              from friendships f join users u on u.id = f.requester_id
              where f.status = 'pending' and f.addressee_id = ${me}
              order by f.created_at desc, f.id desc`
        : sql`select u.id as user_id, u.name, u.image_url, u.points, f.created_at as since
              from friendships f join users u on u.id = f.addressee_id
              where f.status = 'pending' and f.requester_id = ${me}
              order by f.created_at desc, f.id desc`;
  const rows = await queryRows<FriendRow>(ctx.db, query);
  const [pending] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from friendships where status = 'pending' and addressee_id = ${me}`,
  );
  return {
    friend_list: rows.map((r) => ({
      user_id: r.user_id,
      name: r.name,
      image_url: r.image_url,
      level: levelOf(r.points),
      since: iso(r.since),
    })),
    pending: pending?.n ?? 0,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Players whose name contains the text, or whose email is the text, any case; never oneself; 20
 * at most. An email matches only whole: matching part of it let anyone read an address one
 * letter at a time (game-rules "Friends").
 */
export async function searchPlayers(
  ctx: AppContext,
  user: AuthUser,
  text: string,
): Promise<FriendSearchReply> {
  const pattern = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const rows = await queryRows<{
    user_id: number;
    name: string;
    image_url: string | null;
    points: number;
    requester_id: number | null;
    status: 'pending' | 'accepted' | null;
  }>(
    ctx.db,
    sql`select u.id as user_id, u.name, u.image_url, u.points, f.requester_id, f.status
        from users u
        left join friendships f
          on least(f.requester_id, f.addressee_id) = least(u.id, ${user.id})
         and greatest(f.requester_id, f.addressee_id) = greatest(u.id, ${user.id})
        where u.id <> ${user.id}
          and (u.name ilike ${pattern} or lower(u.email) = lower(${text}))
        order by (u.name ilike ${prefix}) desc, lower(u.name), u.id
        limit ${SEARCH_LIMIT}`,
  );
  return {
    search_result: rows.map((r) => ({
      user_id: r.user_id,
      name: r.name,
      image_url: r.image_url,
      level: levelOf(r.points),
      friendship_status:
        r.status === 'accepted'
          ? 'friend'
          : r.status === 'pending' && r.requester_id === user.id
            ? 'requested'
            : 'none',
    })),
  };
}

/** What the ranking modal shows about one player, with the viewer's relation to them. */
export async function playerCard(
  ctx: AppContext,
  user: AuthUser,
  userId: number,
): Promise<PlayerCard> {
  const [exists] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!exists) throw notFound('Player');
  const [entry] = await rankingEntries(ctx.db, user.id, [{ userId, points: 0, position: 0 }]);
  if (!entry) throw notFound('Player');
  const row = userId === user.id ? null : await pairRow(ctx.db, user.id, userId, false);
  const card: PlayerCard = {
    user_id: entry.user_id,
    name: entry.name,
    image_url: entry.image_url,
    level: entry.level,
    total_point: entry.total_point,
    topic_high_score: entry.topic_high_score,
    tournament_win: entry.tournament_win,
    tournament_played: entry.tournament_played,
    incoming_request: row?.status === 'pending' && row.requesterId === userId,
  };
  if (entry.friendship_status) card.friendship_status = entry.friendship_status;
  return card;
}
