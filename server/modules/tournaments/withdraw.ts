import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tournamentEntries, tournaments } from './tables';
import { playingGames, timeOutGame } from '../engine';
import { removeFromRanking } from './ranking';

/**
 * A blocked player leaves the running rankings (game rules, operator console): in every running
 * tournament their entry loses its best score and its remaining chances, and an attempt in
 * progress ends there, unscored. Entries are locked first, as every attempt change takes them
 * (lock order: entry, then game), so an answer racing the block either lands before it (and is
 * wiped with the rest) or finds its attempt over. Unblocking gives none of it back. Returns the
 * tournaments left, for forgetRankings once the caller commits.
 */
export async function withdrawFromRunning(tx: Tx, userId: number, now = new Date()) {
  const running = await tx
    .select({ id: tournaments.id, chances: tournaments.chances })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(
        eq(tournamentEntries.userId, userId),
        isNull(tournaments.frozenAt),
        lte(tournaments.startTime, now),
        gt(tournaments.endTime, now),
      ),
    )
    .orderBy(tournaments.id)
    .for('update', { of: tournamentEntries });
  if (running.length === 0) return [];
  for (const t of running) {
    for (const game of await playingGames(
      tx,
      { kind: 'tournament', tournamentId: t.id, userId },
      { lock: true },
    )) {
      await timeOutGame(tx, game, now);
    }
  }
  await tx
    .update(tournamentEntries)
    .set({
      bestScore: 0,
      bestFinishedAt: null,
      attempts: sql`greatest(${tournamentEntries.attempts}, (select chances from tournaments t where t.id = ${tournamentEntries.tournamentId}))`,
    })
    .where(
      and(
        eq(tournamentEntries.userId, userId),
        inArray(
          tournamentEntries.tournamentId,
          running.map((t) => t.id),
        ),
      ),
    );
  return running.map((t) => t.id);
}

/** After the commit: the Redis rankings (when kept) drop the player too. */
export async function forgetRankings(
  ctx: AppContext,
  userId: number,
  tournamentIds: number[],
): Promise<void> {
  for (const id of tournamentIds) await removeFromRanking(ctx, id, userId);
}
