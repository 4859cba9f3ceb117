import { countEvent } from '../retention';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Tx, queryRows } from '../../db/client';
import { tournaments } from './tables';
import { playingGames } from '../engine';
import { finishAttempt } from './play';
import { dropRanking } from './ranking';
import { remainingAt } from './attempt-state';
import { notifyPlayer } from '../notifications';
import { countTournamentResults } from '../users';

/**
 * Stores each ranked entrant's final rank in the ranking's order; an entry without a finished
 * attempt (or whose every attempt was disqualified) has none.
 */
export async function storeFinalRanks(tx: Tx, tournamentId: number): Promise<void> {
  await tx.execute(sql`update tournament_entries e set final_rank = r.rn
    from (select user_id, row_number() over (
            order by best_score desc nulls last, best_finished_at asc, user_id desc nulls last) as rn
          from tournament_entries
          where tournament_id = ${tournamentId} and best_finished_at is not null) r
    where e.tournament_id = ${tournamentId} and e.user_id = r.user_id`);
}

/**
 * Ends every tournament whose window has closed and is not frozen yet: finishes attempts still
 * playing, stores each entrant's final rank, counts the win and the tournaments played, and
 * notifies the top three. One transaction per tournament, whose row is taken FOR UPDATE SKIP
 * LOCKED: another process running this job at the same time skips it, and once committed its
 * frozen_at keeps every later run away, so the work is done exactly once.
 */
export async function endTournaments(ctx: AppContext, now = new Date()): Promise<number> {
  let ended = 0;
  for (;;) {
    const id = await ctx.db.transaction(async (tx) => {
      const [t] = await tx
        .select()
        .from(tournaments)
        .where(and(isNull(tournaments.frozenAt), lte(tournaments.endTime, now)))
        .orderBy(tournaments.endTime)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!t) return null;

      // Lock order as in play: the entries, then the games.
      await tx.execute(sql`select 1 from tournament_entries e where e.tournament_id = ${t.id}
        and exists (select 1 from games g where g.tournament_id = ${t.id} and g.user_id = e.user_id
          and g.kind = 'tournament' and g.status = 'playing')
        for update of e`);
      const playing = await playingGames(
        tx,
        { kind: 'tournament', tournamentId: t.id },
        { lock: true },
      );
      for (const g of playing) {
        await finishAttempt(
          tx,
          g,
          t,
          remainingAt(g, t, t.endTime),
          t.endTime,
          [],
          ctx.config.rules,
          ctx,
        );
      }

      await storeFinalRanks(tx, t.id);
      await countTournamentResults(tx, t.id);
      // Badges of placings, in the transaction that fixes the ranks (once: this runs once).
      const placed = await queryRows<{ user_id: number; final_rank: number }>(
        tx,
        sql`select user_id, final_rank from tournament_entries
          where tournament_id = ${t.id} and final_rank <= 10 order by user_id`,
      );
      for (const p of placed) {
        await countEvent(tx, p.user_id, 'tournament_top10', t.endTime);
        if (p.final_rank === 1) await countEvent(tx, p.user_id, 'tournament_wins', t.endTime);
      }

      const top = await queryRows<{ user_id: number; final_rank: number; best_score: number }>(
        tx,
        sql`select user_id, final_rank, best_score from tournament_entries
          where tournament_id = ${t.id} and final_rank <= 3 order by final_rank`,
      );
      // The once-key keeps a retried run from telling anyone twice.
      await notifyPlayer(
        tx,
        ...top.map((e) => ({
          userId: e.user_id,
          kind: 'tournament_result' as const,
          params: {
            tournament_id: t.id,
            rank: e.final_rank,
            score: e.best_score,
            name: t.name,
            name_mm: t.nameMm,
            prize: t.prize,
            prize_mm: t.prizeMm,
          },
          onceKey: `tournament-result:${t.id}`,
        })),
      );
      await tx.update(tournaments).set({ frozenAt: new Date() }).where(eq(tournaments.id, t.id));
      return t.id;
    });
    if (id === null) return ended;
    ended++;
    // A set left behind is harmless: a frozen tournament's ranking is read from its final ranks.
    await dropRanking(ctx, id).catch(() => undefined);
  }
}
