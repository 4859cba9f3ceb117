import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { RankingEntry } from '@contract/topics';
import type { DbOrTx } from '../../db/client';
import { levelOf } from '../users';
import { users } from '../users/tables';
import { friendships } from './tables';

interface RankedRow {
  userId: number;
  points: number;
  position: number;
}

// Here, not in users: each entry carries the viewer's friendship with the player, and friends
// (whose table that is) sit above users.

/**
 * Turns ranked (user, points, position) rows into ranking entries with each player's profile
 * stats and, for a viewer, the friendship status. Three queries whatever the page size.
 */
export async function rankingEntries(
  db: DbOrTx,
  viewerId: number | null,
  rows: RankedRow[],
): Promise<RankingEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.userId);
  // Subqueries name users.id by hand: Drizzle prints a bare "id" in a one-table select.
  const profiles = await db
    .select({
      id: users.id,
      name: users.name,
      imageUrl: users.imageUrl,
      points: users.points,
      topicHighScore: sql<number>`(select coalesce(max(s.best_points), 0)::int from topic_scores s where s.user_id = users.id)`,
      tournamentWin: users.tournamentWin,
      tournamentPlayed: users.tournamentPlayed,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(profiles.map((p) => [p.id, p]));

  const relation = new Map<number, 'friend' | 'requested'>();
  if (viewerId !== null) {
    const links = await db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.requesterId, viewerId), inArray(friendships.addresseeId, ids)),
          and(eq(friendships.addresseeId, viewerId), inArray(friendships.requesterId, ids)),
        ),
      );
    for (const l of links) {
      const other = l.requesterId === viewerId ? l.addresseeId : l.requesterId;
      if (l.status === 'accepted') relation.set(other, 'friend');
      else if (l.requesterId === viewerId) relation.set(other, 'requested');
    }
  }

  return rows.map((r) => {
    const p = byId.get(r.userId);
    const entry: RankingEntry = {
      user_id: r.userId,
      name: p?.name ?? '',
      image_url: p?.imageUrl ?? null,
      level: levelOf(p?.points ?? 0),
      position: r.position,
      points: r.points,
      total_point: p?.points ?? 0,
      topic_high_score: p?.topicHighScore ?? 0,
      tournament_win: p?.tournamentWin ?? 0,
      tournament_played: p?.tournamentPlayed ?? 0,
    };
    if (viewerId !== null && r.userId !== viewerId)
      entry.friendship_status = relation.get(r.userId) ?? 'none';
    return entry;
  });
}
