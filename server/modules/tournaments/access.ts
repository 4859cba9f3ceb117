import { sql } from 'drizzle-orm';
import type { TournamentType } from '@contract/tournaments';
import { type DbOrTx, queryRows } from '../../db/client';

// An active, unexpired subscription to a pack whose `covers` lists the type (game-rules.md).
const covering = (type: TournamentType, now: Date) =>
  sql`s.status = 'active' and s.expires_at > ${now.toISOString()}
    and p.covers @> jsonb_build_array(${type}::text)`;

/** The player holds an active pack that covers this tournament type. */
export async function isSubscribed(
  db: DbOrTx,
  userId: number,
  type: TournamentType,
  now = new Date(),
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from subscriptions s join packs p on p.id = s.pack_id
      where s.user_id = ${userId} and ${covering(type, now)} limit 1`,
  );
  return rows.length > 0;
}

/** Players who hold an active pack covering the type ("participants are playing"). */
export async function subscriberCount(
  db: DbOrTx,
  type: TournamentType,
  now = new Date(),
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct s.user_id)::int as n from subscriptions s join packs p on p.id = s.pack_id
      where ${covering(type, now)}`,
  );
  return row?.n ?? 0;
}
