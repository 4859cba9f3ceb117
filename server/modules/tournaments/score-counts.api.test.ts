import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { tournamentEntries, users } from '../../tables';
import { uniqueMsisdn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTournament } from '../../../tests/helpers/factories';
import { myStanding, rankedCount } from './ranking';

const { ctx } = await useTestApp();

async function newUsers(n: number): Promise<number[]> {
  const rows = await ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ msisdn: uniqueMsisdn(), name: `P${i}` })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** The buckets next to a direct count of the entries they stand for. */
async function bucketsAndCounts(tournamentId: number) {
  const buckets = await queryRows<{ best_score: number; players: number }>(
    ctx.db,
    sql`select best_score, players from tournament_score_counts
      where tournament_id = ${tournamentId} and players <> 0 order by best_score`,
  );
  const counted = await queryRows<{ best_score: number; players: number }>(
    ctx.db,
    sql`select best_score, count(*)::int as players from tournament_entries
      where tournament_id = ${tournamentId} and best_finished_at is not null
      group by best_score order by best_score`,
  );
  return { buckets, counted };
}

/** Positions by a full sort of the entries: what the buckets must reproduce. */
async function directRanks(tournamentId: number) {
  return queryRows<{ user_id: number; rn: number }>(
    ctx.db,
    sql`select user_id, row_number() over (
          order by best_score desc, best_finished_at asc, user_id desc)::int as rn
        from tournament_entries where tournament_id = ${tournamentId} and best_finished_at is not null`,
  );
}

/** The raise finishAttempt writes: only a first finish or a higher score moves the best. */
const raise = (tournamentId: number, userId: number, score: number, at: Date) =>
  ctx.db
    .update(tournamentEntries)
    .set({ bestScore: score, bestFinishedAt: at })
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.userId, userId),
        sql`(best_finished_at is null or best_score < ${score})`,
      ),
    );

describe('tournament score buckets', () => {
  it('give the same rank and count as a direct count after attempts, ties, improvements and deletes', async () => {
    const t = await createTournament(ctx, { type: 'DAILY' });
    const other = await createTournament(ctx, { type: 'MEGA' });
    const ids = await newUsers(12);
    const base = t.startTime.getTime() + 1000;
    // Everyone enters; only some finish an attempt (the rest stay unranked).
    await ctx.db
      .insert(tournamentEntries)
      .values(ids.map((userId) => ({ tournamentId: t.id, userId, attempts: 1 })));
    await ctx.db.insert(tournamentEntries).values({
      tournamentId: other.id,
      userId: ids[0]!,
      bestScore: 500,
      bestFinishedAt: new Date(base),
    });
    const scores = [300, 500, 500, 300, 100, 500, 300, 200, 0];
    for (let i = 0; i < scores.length; i++) {
      // Players 1 and 2 tie exactly (same score, same instant): user id breaks it.
      await raise(t.id, ids[i]!, scores[i]!, new Date(base + (i === 2 ? 1000 : 1000 * i)));
    }
    // Improvements, a lower attempt that changes nothing, a jump into an existing bucket.
    await raise(t.id, ids[4]!, 600, new Date(base + 20_000));
    await raise(t.id, ids[0]!, 100, new Date(base + 21_000));
    await raise(t.id, ids[7]!, 300, new Date(base + 22_000));
    await raise(t.id, ids[8]!, 301, new Date(base + 23_000));
    // A player deleted with their entry (cascade) leaves the bucket too.
    await ctx.db.delete(users).where(eq(users.id, ids[6]!));

    const { buckets, counted } = await bucketsAndCounts(t.id);
    expect(buckets).toEqual(counted);
    const direct = await directRanks(t.id);
    expect(direct.length).toBe(8);
    const clock = { id: t.id, startTime: t.startTime, frozenAt: null };
    expect(await rankedCount({ ...ctx, redis: null }, clock)).toBe(direct.length);
    for (const { user_id, rn } of direct) {
      const mine = await myStanding({ ...ctx, redis: null }, clock, user_id);
      expect(mine?.position, `user ${user_id}`).toBe(rn);
    }
    expect(await myStanding({ ...ctx, redis: null }, clock, ids[10]!)).toBeNull();
    // The other tournament's bucket is its own.
    expect((await bucketsAndCounts(other.id)).buckets).toEqual([{ best_score: 500, players: 1 }]);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'stay equal to a direct count under concurrent best-score raises (PGlite runs one transaction at a time)',
    async () => {
      const t = await createTournament(ctx, { type: 'DAILY' });
      const ids = await newUsers(40);
      await ctx.db
        .insert(tournamentEntries)
        .values(ids.map((userId) => ({ tournamentId: t.id, userId, attempts: 1 })));
      const base = t.startTime.getTime();
      // 4 rounds of 40 concurrent submits on 6 hot scores: the same buckets, moved up and down at once.
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          ids.map((userId, i) =>
            ctx.db.transaction(async (tx) => {
              await tx
                .select()
                .from(tournamentEntries)
                .where(
                  and(
                    eq(tournamentEntries.tournamentId, t.id),
                    eq(tournamentEntries.userId, userId),
                  ),
                )
                .for('update');
              const score = 100 * round + ((i * 7) % 6) * 10;
              await tx
                .update(tournamentEntries)
                .set({ bestScore: score, bestFinishedAt: new Date(base + round * 1000 + i) })
                .where(
                  and(
                    eq(tournamentEntries.tournamentId, t.id),
                    eq(tournamentEntries.userId, userId),
                    sql`(best_finished_at is null or best_score < ${score})`,
                  ),
                );
            }),
          ),
        );
      }
      const { buckets, counted } = await bucketsAndCounts(t.id);
      expect(buckets).toEqual(counted);
      const clock = { id: t.id, startTime: t.startTime, frozenAt: null };
      expect(await rankedCount({ ...ctx, redis: null }, clock)).toBe(40);
    },
  );
});
