import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FairPlayReviewReply, FlagStatus } from '@contract/console-fairplay';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { games } from '../engine/tables';
import { replaceNotice, withdrawNotice } from '../notifications';
import { moveTournamentWin } from '../users';
import { storeFinalRanks } from './end';
import { type FairPlayRules, recordUnflagged } from './fair-play';
import { remirrorPlayer } from './ranking';
import { tournamentEntries, tournamentFlags, tournaments } from './tables';

export type ReviewAction = 'disqualify' | 'dismiss';

/** What the console's audit row records of a review, before and after it. */
interface ReviewSnapshot {
  status: FlagStatus | null;
  best_score: number;
  ranked: boolean;
  final_rank: number | null;
  /** After the freeze: who holds first place (and the win). */
  winner_user_id: number | null;
}

export interface ReviewedAttempt extends FairPlayReviewReply {
  before: ReviewSnapshot;
  after: ReviewSnapshot;
}

type TournamentRow = typeof tournaments.$inferSelect;
type Podium = Array<{ userId: number; finalRank: number | null; bestScore: number }>;

const podiumOf = (tx: Tx, tournamentId: number): Promise<Podium> =>
  tx
    .select({
      userId: tournamentEntries.userId,
      finalRank: tournamentEntries.finalRank,
      bestScore: tournamentEntries.bestScore,
    })
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournamentId, tournamentId), lte(tournamentEntries.finalRank, 3)),
    )
    .orderBy(asc(tournamentEntries.finalRank));

/** The player's best attempt that is not disqualified, the earlier one on a tie. */
async function bestRemaining(tx: Tx, tournamentId: number, userId: number) {
  const [best] = await tx
    .select({ points: games.points, finishedAt: games.finishedAt })
    .from(games)
    .where(
      and(
        eq(games.tournamentId, tournamentId),
        eq(games.userId, userId),
        eq(games.kind, 'tournament'),
        eq(games.status, 'finished'),
        sql`not exists (select 1 from tournament_flags f
          where f.game_id = ${games.id} and f.status = 'disqualified')`,
      ),
    )
    .orderBy(desc(games.points), asc(games.finishedAt))
    .limit(1);
  return best?.finishedAt ? { score: best.points, at: best.finishedAt } : null;
}

/**
 * After the freeze the podium may have changed: the win moves to the new first place, and each
 * player whose podium place changed has their result notice replaced (or withdrawn, off it).
 */
async function handOnPrizes(tx: Tx, t: TournamentRow, before: Podium, after: Podium) {
  await moveTournamentWin(tx, before[0]?.userId ?? null, after[0]?.userId ?? null);
  const key = `tournament-result:${t.id}`;
  for (const was of before) {
    if (!after.some((e) => e.userId === was.userId)) await withdrawNotice(tx, was.userId, key);
  }
  for (const now of after) {
    const was = before.find((e) => e.userId === now.userId);
    if (was?.finalRank === now.finalRank || now.finalRank === null) continue;
    await replaceNotice(tx, {
      userId: now.userId,
      kind: 'tournament_result',
      params: {
        tournament_id: t.id,
        rank: now.finalRank,
        score: now.bestScore,
        name: t.name,
        name_mm: t.nameMm,
        prize: t.prize,
        prize_mm: t.prizeMm,
      },
      onceKey: key,
    });
  }
}

/**
 * Disqualifies or dismisses a finished tournament attempt, in a transaction of its own to which
 * `inSameTx` adds the caller's writes (the console's audit row). Disqualifying takes the attempt
 * out of its entry's best: before the freeze the entry keeps its best other attempt or leaves the
 * ranking; after it the final ranks are stored anew and the prize (the win, the result notices)
 * passes on. The tournament row is locked first (FOR NO KEY UPDATE: new entries still go in), so a
 * review and the end job, which takes it FOR UPDATE SKIP LOCKED, never interleave: the job skips
 * the tournament until the review commits and ends it on its next run, or the review waits for the
 * freeze and then hands the prize on. Then the entry, the lock every change to a player's attempts
 * takes first.
 */
export async function reviewAttempt(
  ctx: AppContext,
  staff: { email: string },
  gameId: number,
  review: { action: ReviewAction; reason: string },
  inSameTx: (tx: Tx, reviewed: ReviewedAttempt) => Promise<void> = async () => undefined,
): Promise<ReviewedAttempt> {
  const rules: FairPlayRules = ctx.config.rules;
  const { reviewed, t, userId } = await ctx.db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ tournamentId: games.tournamentId, userId: games.userId })
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.kind, 'tournament')));
    if (!seen?.tournamentId) throw notFound('Attempt');
    const [t] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, seen.tournamentId))
      .for('no key update');
    if (!t) throw notFound('Attempt');
    const entryKey = and(
      eq(tournamentEntries.tournamentId, t.id),
      eq(tournamentEntries.userId, seen.userId),
    );
    const [entry] = await tx.select().from(tournamentEntries).where(entryKey).for('update');
    if (!entry) throw notFound('Attempt');
    const [game] = await tx
      .select({ status: games.status })
      .from(games)
      .where(eq(games.id, gameId));
    if (game?.status !== 'finished')
      throw new AppError('review_conflict', 'This attempt is still being played');
    const [flag] = await tx
      .select({ status: tournamentFlags.status })
      .from(tournamentFlags)
      .where(eq(tournamentFlags.gameId, gameId))
      .for('update');
    if (review.action === 'dismiss' && flag?.status !== 'open')
      throw new AppError(
        'review_conflict',
        flag ? 'This flag was reviewed already' : 'This attempt is not flagged',
      );
    if (review.action === 'disqualify' && flag?.status === 'disqualified')
      throw new AppError('review_conflict', 'This attempt is disqualified already');

    const frozen = t.frozenAt !== null;
    const podiumBefore = frozen ? await podiumOf(tx, t.id) : [];
    const snapshot = async (status: FlagStatus | null): Promise<ReviewSnapshot> => {
      const [e] = await tx.select().from(tournamentEntries).where(entryKey);
      const winner = frozen ? (await podiumOf(tx, t.id))[0] : undefined;
      return {
        status,
        best_score: e?.bestScore ?? 0,
        ranked: e?.bestFinishedAt != null,
        final_rank: e?.finalRank ?? null,
        winner_user_id: winner?.finalRank === 1 ? winner.userId : null,
      };
    };
    const before = await snapshot(flag?.status ?? null);

    const status: FlagStatus = review.action === 'dismiss' ? 'dismissed' : 'disqualified';
    if (!flag) await recordUnflagged(tx, gameId, rules);
    await tx
      .update(tournamentFlags)
      .set({
        status,
        reviewedAt: new Date(),
        reviewedBy: staff.email,
        reviewReason: review.reason,
      })
      .where(eq(tournamentFlags.gameId, gameId));
    if (status === 'disqualified') {
      const best = await bestRemaining(tx, t.id, seen.userId);
      await tx
        .update(tournamentEntries)
        .set({ bestScore: best?.score ?? 0, bestFinishedAt: best?.at ?? null, finalRank: null })
        .where(entryKey);
      if (frozen) {
        await storeFinalRanks(tx, t.id);
        await handOnPrizes(tx, t, podiumBefore, await podiumOf(tx, t.id));
      }
    }
    const after = await snapshot(status);
    const done: ReviewedAttempt = {
      game_id: gameId,
      action: review.action,
      status,
      frozen,
      ranked: after.ranked,
      best_score: after.best_score,
      winner_user_id: after.winner_user_id,
      before,
      after,
    };
    await inSameTx(tx, done);
    return { reviewed: done, t, userId: seen.userId };
  });
  if (reviewed.action === 'disqualify') await remirrorPlayer(ctx, t, userId);
  return reviewed;
}
