import { and, desc, eq, or } from 'drizzle-orm';
import type { BattleListReply, BattleStake, BattleState } from '@contract/battles';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { playersById } from './players';
import { resultFor } from './settle';
import { battles } from './tables';
import { isPlayerOf, opponentFor, otherOf, snapshotFor } from './views';

const PAGE_SIZE = 20;

/** The player's finished battles, newest first. */
export async function listBattles(
  ctx: AppContext,
  userId: number,
  page: number,
): Promise<BattleListReply> {
  const rows = await ctx.db
    .select()
    .from(battles)
    .where(
      and(
        eq(battles.status, 'finished'),
        or(eq(battles.playerA, userId), eq(battles.playerB, userId)),
      ),
    )
    .orderBy(desc(battles.finishedAt), desc(battles.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  const shown = rows.slice(0, PAGE_SIZE);
  const others = shown.flatMap((b) => {
    const other = otherOf(b, userId);
    return other === null ? [] : [other];
  });
  const people = await playersById(ctx.db, [userId, ...new Set(others)]);
  const me = people.get(userId);
  if (!me) throw notFound('Player');
  return {
    battles: shown.map((b) => {
      const mine = b.playerA === userId;
      return {
        battle_id: b.id,
        opponent: opponentFor(b, me, people),
        is_bot: b.playerB === null,
        stake: b.stake as BattleStake,
        my_score: mine ? b.scoreA : b.scoreB,
        opponent_score: mine ? b.scoreB : b.scoreA,
        result: resultFor(b, userId),
        finished_at: (b.finishedAt ?? b.createdAt).toISOString(),
      };
    }),
    page,
    has_more: rows.length > PAGE_SIZE,
  };
}

/** One of the player's battles as it stands; not found for anyone else's. */
export async function battleSnapshot(
  ctx: AppContext,
  userId: number,
  battleId: number,
): Promise<BattleState> {
  const [b] = await ctx.db.select().from(battles).where(eq(battles.id, battleId));
  if (!b || !isPlayerOf(b, userId)) throw notFound('Battle');
  return snapshotFor(ctx, ctx.db, b, userId);
}
