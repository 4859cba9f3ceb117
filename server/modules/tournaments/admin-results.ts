import { and, asc, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { ConsoleTopic, ResultsReply, Winner, WinnersReply } from '@contract/console-events';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { AuditHook } from '../../lib/audit-hook';
import { AppError, notFound } from '../../lib/errors';
import { categories, topics } from '../topics/tables';
import { users } from '../users/tables';
import { consoleTournament, playerCounts } from './admin-view';
import {
  tournamentEntries,
  tournamentFlags,
  tournamentPrizeDeliveries,
  tournaments,
} from './tables';

const RANKING_ROWS = 100;
// The podium: the top three are told of their result and win the prize (game-rules "Tournaments").
const PODIUM = 3;

/** The tournament once its ranking is frozen; before that there are no results to read. */
async function frozenTournament(db: DbOrTx, id: number) {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!t) throw notFound('Tournament');
  if (t.frozenAt === null) {
    throw new AppError(
      'tournament_not_ended',
      'Results exist once the tournament has ended and its ranking is frozen',
    );
  }
  return t;
}

/** The frozen ranking's first hundred, as the end job stored it. */
export async function frozenResults(ctx: AppContext, id: number): Promise<ResultsReply> {
  const t = await frozenTournament(ctx.db, id);
  const ranked = and(
    eq(tournamentEntries.tournamentId, id),
    isNotNull(tournamentEntries.finalRank),
  );
  const [rows, [total], players] = await Promise.all([
    ctx.db
      .select({
        position: tournamentEntries.finalRank,
        userId: tournamentEntries.userId,
        name: users.name,
        points: tournamentEntries.bestScore,
      })
      .from(tournamentEntries)
      .innerJoin(users, eq(users.id, tournamentEntries.userId))
      .where(ranked)
      .orderBy(asc(tournamentEntries.finalRank))
      .limit(RANKING_ROWS),
    ctx.db.select({ n: count() }).from(tournamentEntries).where(ranked),
    playerCounts(ctx.db, [id]),
  ]);
  return {
    tournament: consoleTournament(t, new Date(), ctx.config.timezone, players.get(id) ?? 0),
    ranking: rows.map((r) => ({
      position: r.position ?? 0,
      user_id: r.userId,
      name: r.name,
      points: r.points,
    })),
    total: total?.n ?? 0,
    time_zone: ctx.config.timezone,
  };
}

async function winnerRows(db: DbOrTx, id: number, userId?: number): Promise<Winner[]> {
  const t = await frozenTournament(db, id);
  const rows = await db
    .select({
      position: tournamentEntries.finalRank,
      userId: tournamentEntries.userId,
      name: users.name,
      msisdn: users.msisdn,
      points: tournamentEntries.bestScore,
      deliveredAt: tournamentPrizeDeliveries.deliveredAt,
      deliveredBy: tournamentPrizeDeliveries.staffEmail,
      openFlags: sql<number>`(select count(*)::int from ${tournamentFlags} f
        where f.tournament_id = ${tournamentEntries.tournamentId}
          and f.user_id = ${tournamentEntries.userId} and f.status = 'open')`,
    })
    .from(tournamentEntries)
    .innerJoin(users, eq(users.id, tournamentEntries.userId))
    .leftJoin(
      tournamentPrizeDeliveries,
      and(
        eq(tournamentPrizeDeliveries.tournamentId, tournamentEntries.tournamentId),
        eq(tournamentPrizeDeliveries.userId, tournamentEntries.userId),
      ),
    )
    .where(
      and(
        eq(tournamentEntries.tournamentId, id),
        lte(tournamentEntries.finalRank, PODIUM),
        userId === undefined ? undefined : eq(tournamentEntries.userId, userId),
      ),
    )
    .orderBy(asc(tournamentEntries.finalRank));
  return rows.map((r) => ({
    position: r.position ?? 0,
    user_id: r.userId,
    name: r.name,
    msisdn: r.msisdn,
    points: r.points,
    prize: t.prize,
    delivered_at: r.deliveredAt?.toISOString() ?? null,
    delivered_by: r.deliveredBy,
    open_flags: r.openFlags,
  }));
}

/** The top three with their numbers, for whoever hands the prizes over. */
export async function winners(ctx: AppContext, id: number): Promise<WinnersReply> {
  return { winners: await winnerRows(ctx.db, id) };
}

/**
 * Records that a winner's prize was handed over, by whom and when. Once per winner: the second
 * time (even at the same moment, the primary key decides) is refused and names who did it. Not
 * while a fair-play flag on the winner's attempts here is open: disqualifying the attempt would
 * hand the prize to the next player (game-rules "Operator console"), so delivery waits for the
 * review. Both take the winner's entry lock first, so a delivery and a disqualification of the
 * same winner never both go through.
 */
export async function markPrizeDelivered(
  ctx: AppContext,
  staff: { id: number; email: string },
  input: { tournamentId: number; userId: number },
  audit: AuditHook,
): Promise<Winner> {
  return ctx.db.transaction(async (tx) => {
    // The entry's lock, which a review takes before deciding a flag (review.ts).
    await tx
      .select({ userId: tournamentEntries.userId })
      .from(tournamentEntries)
      .where(
        and(
          eq(tournamentEntries.tournamentId, input.tournamentId),
          eq(tournamentEntries.userId, input.userId),
        ),
      )
      .for('update');
    const [winner] = await winnerRows(tx, input.tournamentId, input.userId);
    if (!winner) throw notFound('Winner');
    if (winner.open_flags > 0) {
      throw new AppError(
        'prize_held_for_review',
        "This winner's attempt has an open fair-play flag: review it before marking the prize delivered",
      );
    }
    const [inserted] = await tx
      .insert(tournamentPrizeDeliveries)
      .values({
        tournamentId: input.tournamentId,
        userId: input.userId,
        staffId: staff.id,
        staffEmail: staff.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [done] = await tx
        .select()
        .from(tournamentPrizeDeliveries)
        .where(
          and(
            eq(tournamentPrizeDeliveries.tournamentId, input.tournamentId),
            eq(tournamentPrizeDeliveries.userId, input.userId),
          ),
        );
      throw new AppError(
        'prize_already_delivered',
        `The prize was marked delivered by ${done?.staffEmail ?? 'someone'} at ${done?.deliveredAt.toISOString() ?? 'an earlier time'}`,
      );
    }
    const after: Winner = {
      ...winner,
      delivered_at: inserted.deliveredAt.toISOString(),
      delivered_by: inserted.staffEmail,
    };
    await audit(tx, {
      action: 'tournament.prize_delivered',
      target: `tournament:${input.tournamentId}`,
      before: winner,
      after,
    });
    return after;
  });
}

/** Topics a tournament may draw from, by category then name. */
export async function tournamentTopics(ctx: AppContext): Promise<{ topics: ConsoleTopic[] }> {
  const rows = await ctx.db
    .select({ id: topics.id, name: topics.name, nameMm: topics.nameMm, category: categories.name })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .orderBy(asc(categories.name), asc(topics.name));
  return {
    topics: rows.map((r) => ({ id: r.id, name: r.name, name_mm: r.nameMm, category: r.category })),
  };
}
