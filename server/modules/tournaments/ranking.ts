import { and, eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '@contract/topics';
import type { AppContext } from '../../context';
import { type DbOrTx, queryRows } from '../../db/client';
import { tournamentEntries, tournaments } from './tables';
import { rankingEntries } from '../friends';

/**
 * A tournament's standings. Order: best score desc, earlier finish first, then user id desc (the
 * order a Redis sorted set gives equal scores). PostgreSQL walks tournament_entries_rank_idx for a
 * page; "my rank" and the count sum tournament_score_counts (one row per distinct score) and count
 * only the ties on the index; with Redis a sorted set per running tournament
 * answers both in O(log n). The database stays the truth: Redis is written after each commit and
 * rebuilt from it when its key is missing (start, restart, flush).
 */

interface Ranked {
  userId: number;
  points: number;
  position: number;
}

// Milliseconds since the tournament start fit 2^30 for windows up to 12 days; scores stay below
// 2^22, so the encoded value is an exact double (< 2^53).
const FINISH_SPAN = 2 ** 30;
const BATCH = 1000;
// Exactly the rank index's order (its DESC columns are NULLS LAST): any other spelling, even an
// equivalent one on NOT NULL columns, makes PostgreSQL sort the whole tournament instead.
const RANK_ORDER = sql.raw(
  'best_score desc nulls last, best_finished_at asc, user_id desc nulls last',
);

export const encodeScore = (score: number, finishedAt: Date, start: Date) =>
  score * FINISH_SPAN +
  (FINISH_SPAN -
    1 -
    Math.min(FINISH_SPAN - 1, Math.max(0, finishedAt.getTime() - start.getTime())));
const decodeScore = (encoded: number) => Math.floor(encoded / FINISH_SPAN);
const member = (userId: number) => String(userId).padStart(10, '0');

const keyOf = (ctx: AppContext, tournamentId: number) =>
  `${ctx.config.redisKeyPrefix}tournament:${tournamentId}:ranking`;
const builtKeyOf = (ctx: AppContext, tournamentId: number) => `${keyOf(ctx, tournamentId)}:built`;

interface TournamentClock {
  id: number;
  startTime: Date;
  frozenAt: Date | null;
}

/** After a commit that raised a player's best: mirror it into the sorted set (never lowers). */
export async function mirrorBest(
  ctx: AppContext,
  t: TournamentClock,
  userId: number,
  score: number,
  finishedAt: Date,
): Promise<void> {
  if (!ctx.redis || t.frozenAt) return;
  // Written even while a rebuild runs: both add with GT, so neither can lose the other's best.
  await ctx.redis.zadd(
    keyOf(ctx, t.id),
    'GT',
    encodeScore(score, finishedAt, t.startTime),
    member(userId),
  );
}

/**
 * After a commit that lowered a player's best (a disqualified attempt): the sorted set only ever
 * raises a member, so the member goes and comes back with the best read after the commit. A best
 * mirrored meanwhile by the player's next attempt is re-read here too, as it committed first.
 */
export async function remirrorPlayer(
  ctx: AppContext,
  t: TournamentClock,
  userId: number,
): Promise<void> {
  if (!ctx.redis || t.frozenAt) return;
  await ctx.redis.zrem(keyOf(ctx, t.id), member(userId));
  const [entry] = await ctx.db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, userId)));
  if (entry?.bestFinishedAt)
    await mirrorBest(ctx, t, userId, entry.bestScore, entry.bestFinishedAt);
}

/** Loads the sorted set of a running tournament from the database, in batches. */
export async function rebuildRanking(ctx: AppContext, t: TournamentClock): Promise<void> {
  const redis = ctx.redis;
  if (!redis) return;
  const key = keyOf(ctx, t.id);
  // Batches walk the primary key (tournament_id, user_id): the set needs no particular order.
  let afterUser = 0;
  for (;;) {
    const rows = await queryRows<{
      user_id: number;
      best_score: number;
      best_finished_at: Date | string;
    }>(
      ctx.db,
      sql`select user_id, best_score, best_finished_at from tournament_entries
        where tournament_id = ${t.id} and user_id > ${afterUser} and best_finished_at is not null
        order by user_id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    const args: Array<string | number> = [];
    for (const r of rows) {
      args.push(encodeScore(r.best_score, new Date(r.best_finished_at), t.startTime));
      args.push(member(r.user_id));
    }
    await redis.zadd(key, 'GT', ...args);
    afterUser = rows[rows.length - 1]!.user_id;
    if (rows.length < BATCH) break;
  }
  await redis.set(builtKeyOf(ctx, t.id), '1');
}

/** A player withdrawn from a running tournament (blocked) leaves its sorted set. */
export async function removeFromRanking(
  ctx: AppContext,
  tournamentId: number,
  userId: number,
): Promise<void> {
  await ctx.redis?.zrem(keyOf(ctx, tournamentId), member(userId));
}

/** Drops the sorted set once the ranking is frozen in the database. */
export async function dropRanking(ctx: AppContext, tournamentId: number): Promise<void> {
  await ctx.redis?.del(keyOf(ctx, tournamentId), builtKeyOf(ctx, tournamentId));
}

/** Rebuilds the sorted sets of every running tournament (at process start). */
export async function rebuildRunningRankings(ctx: AppContext): Promise<void> {
  if (!ctx.redis) return;
  const running = await ctx.db
    .select({
      id: tournaments.id,
      startTime: tournaments.startTime,
      frozenAt: tournaments.frozenAt,
    })
    .from(tournaments)
    .where(sql`${tournaments.frozenAt} is null and ${tournaments.startTime} <= now()`);
  for (const t of running) await rebuildRanking(ctx, t);
}

/** Redis can answer for this tournament; a missing set is rebuilt by one caller at a time. */
async function redisReady(ctx: AppContext, t: TournamentClock): Promise<boolean> {
  if (!ctx.redis || t.frozenAt) return false;
  if (await ctx.redis.exists(builtKeyOf(ctx, t.id))) return true;
  // The others answer from the database meanwhile, rather than all loading the same set.
  const lock = `${builtKeyOf(ctx, t.id)}:lock`;
  if ((await ctx.redis.set(lock, '1', 'EX', 120, 'NX')) !== 'OK') return false;
  try {
    await rebuildRanking(ctx, t);
  } finally {
    await ctx.redis.del(lock);
  }
  return true;
}

async function pageFromDb(
  db: DbOrTx,
  t: TournamentClock,
  offset: number,
  limit: number,
): Promise<Ranked[]> {
  // Live: user and score only, so the page is an index-only walk. Frozen: the stored final rank.
  const rows = await queryRows<{ user_id: number; best_score: number; final_rank: number | null }>(
    db,
    sql`select user_id, best_score, ${t.frozenAt ? sql`final_rank` : sql`null::int as final_rank`}
      from tournament_entries
      where tournament_id = ${t.id} and best_finished_at is not null
      order by ${RANK_ORDER} offset ${offset} limit ${limit}`,
  );
  return rows.map((r, i) => ({
    userId: r.user_id,
    points: r.best_score,
    position: r.final_rank ?? offset + i + 1,
  }));
}

/** Ranked rows of one page (positions 1-based), from Redis when it holds the tournament. */
export async function rankedPage(
  ctx: AppContext,
  t: TournamentClock,
  offset: number,
  limit: number,
): Promise<Ranked[]> {
  if (ctx.redis && (await redisReady(ctx, t))) {
    const flat = await ctx.redis.zrevrange(
      keyOf(ctx, t.id),
      offset,
      offset + limit - 1,
      'WITHSCORES',
    );
    const rows: Ranked[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      rows.push({
        userId: Number(flat[i]),
        points: decodeScore(Number(flat[i + 1])),
        position: offset + i / 2 + 1,
      });
    }
    return rows;
  }
  return pageFromDb(ctx.db, t, offset, limit);
}

/** Entrants with a finished attempt. */
export async function rankedCount(ctx: AppContext, t: TournamentClock): Promise<number> {
  if (ctx.redis && (await redisReady(ctx, t))) return ctx.redis.zcard(keyOf(ctx, t.id));
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select coalesce(sum(players), 0)::int as n from tournament_score_counts
      where tournament_id = ${t.id}`,
  );
  return row?.n ?? 0;
}

/**
 * A player's position and best score; null before their first finished attempt. `entry` is the
 * player's entry when the caller has just read it (in the same transaction), to spare a read.
 */
export async function myStanding(
  ctx: AppContext,
  t: TournamentClock,
  userId: number,
  db: DbOrTx = ctx.db,
  entry?: typeof tournamentEntries.$inferSelect | null,
): Promise<{ position: number; points: number } | null> {
  if (ctx.redis && (await redisReady(ctx, t))) {
    const key = keyOf(ctx, t.id);
    const [rank, score] = await Promise.all([
      ctx.redis.zrevrank(key, member(userId)),
      ctx.redis.zscore(key, member(userId)),
    ]);
    if (rank === null || score === null) return null;
    return { position: rank + 1, points: decodeScore(Number(score)) };
  }
  const mine =
    entry !== undefined
      ? entry
      : (
          await db
            .select()
            .from(tournamentEntries)
            .where(
              and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, userId)),
            )
        )[0];
  if (!mine?.bestFinishedAt) return null;
  if (mine.finalRank !== null) return { position: mine.finalRank, points: mine.bestScore };
  const at = mine.bestFinishedAt.toISOString();
  // Rows ahead: higher scores from the per-score buckets (a few thousand rows at most, never the
  // entries), then ties as two ranges of the rank index (one OR would not use it): same score
  // finished earlier, exact tie with a higher user id.
  const ranked = sql`tournament_id = ${t.id} and best_finished_at is not null`;
  const [ahead] = await queryRows<{ n: number }>(
    db,
    sql`select
      (select coalesce(sum(players), 0) from tournament_score_counts
        where tournament_id = ${t.id} and best_score > ${mine.bestScore})
      + (select count(*) from tournament_entries where ${ranked} and best_score = ${mine.bestScore}
          and best_finished_at < ${at})
      + (select count(*) from tournament_entries where ${ranked} and best_score = ${mine.bestScore}
          and best_finished_at = ${at} and user_id > ${userId}) as n`,
  );
  return { position: Number(ahead?.n ?? 0) + 1, points: mine.bestScore };
}

/** A page of ranking entries with each player's profile and the viewer's friendship status. */
export async function rankingPage(
  ctx: AppContext,
  t: TournamentClock,
  viewerId: number,
  offset: number,
  limit: number,
): Promise<RankingEntry[]> {
  return rankingEntries(ctx.db, viewerId, await rankedPage(ctx, t, offset, limit));
}
