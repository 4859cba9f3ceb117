import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { broadcasts } from './tables';
import { settingDefaults } from '../users/tables';
import { englishText, type NotificationKind } from './texts';

/**
 * The three broadcasts a player can turn off, each with its column in user_settings and the
 * value of a player who has no row there.
 */
export type BroadcastKind = 'new_tournament' | 'new_topic' | 'daily_update';
const setting: Record<BroadcastKind, { column: string; byDefault: boolean }> = {
  new_tournament: { column: 'new_tournament', byDefault: settingDefaults.newTournament },
  new_topic: { column: 'new_topics', byDefault: settingDefaults.newTopics },
  daily_update: { column: 'daily_updates', byDefault: settingDefaults.dailyUpdates },
};

/**
 * Claims broadcast keys in `broadcasts`, each once ever: the keys this call claimed (a key sent
 * already, by another process or a retried job, is left out), so what follows runs once.
 */
export async function claimBroadcasts(
  tx: DbOrTx,
  kind: BroadcastKind,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const claimed = await tx
    .insert(broadcasts)
    .values(keys.map((key) => ({ key, kind })))
    .onConflictDoNothing()
    .returning({ key: broadcasts.key });
  return new Set(claimed.map((c) => c.key));
}

/**
 * Gives every player whose setting for `kind` is on one notification of kind `notice` under
 * `key` (a claimed broadcast key), and records how many it reached. Players who turned the kind
 * off get nothing, and players who join later do not get old broadcasts.
 */
export async function fanOut(
  tx: DbOrTx,
  n: { kind: BroadcastKind; notice: NotificationKind; key: string; params: object },
): Promise<number> {
  const text = englishText(n.notice, n.params as Record<string, unknown>);
  const { column, byDefault } = setting[n.kind];
  const [sent] = await queryRows<{ n: number }>(
    tx,
    sql`with sent as (
          insert into notifications (user_id, kind, title, body, data, broadcast_key)
          select u.id, ${n.notice}, ${text.title}, ${text.body},
                 ${JSON.stringify(n.params)}::jsonb, ${n.key}
          from users u left join user_settings s on s.user_id = u.id
          where coalesce(s.${sql.identifier(column)}, ${sql.raw(String(byDefault))})
          on conflict (user_id, broadcast_key) do nothing
          returning 1)
        select count(*)::int as n from sent`,
  );
  const recipients = sent?.n ?? 0;
  await tx.execute(sql`update broadcasts set recipients = ${recipients} where key = ${n.key}`);
  return recipients;
}
