import { eq, inArray } from 'drizzle-orm';
import type { Rules } from '../config';
import { createPlayer } from '../modules/wallet';
import type { Tx } from '../db/client';
import { friendships, topics, topicScores, users } from '../tables';

const names = [
  'Nusrat Jahan',
  'Tanvir Hasan',
  'Aung Kyaw Moe',
  'Farhana Akter',
  'Rakibul Islam',
  'Thandar Win',
  'Sabbir Ahmed',
  'Mehjabin Chowdhury',
  'Zaw Min Htet',
  'Imran Hossain',
  'Sumaiya Rahman',
  'Hnin Ei Phyu',
];

/** Deterministic pseudo-random numbers: the demo looks the same on every fresh start. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Demo players with best games in the top topics, so rankings are not empty on a fresh start.
 * They are made through createPlayer, so their wallets match their ledgers like anyone's.
 */
export async function seedDemoPlayers(
  tx: Tx,
  rules: Rules,
  topicSlugs: string[],
): Promise<number[]> {
  const random = mulberry32(2026);
  const topicRows = await tx
    .select({ id: topics.id })
    .from(topics)
    .where(inArray(topics.slug, topicSlugs));
  const now = Date.now();
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const { user } = await createPlayer(
      tx,
      rules,
      `0170000${String(i + 1).padStart(4, '0')}`,
      name,
    );
    let lifetime = 0;
    for (const topic of topicRows) {
      if (random() < 0.35) continue;
      const best = 60 + Math.round(random() * 140);
      lifetime += best + Math.round(random() * 200);
      await tx.insert(topicScores).values({
        topicId: topic.id,
        userId: user.id,
        bestPoints: best,
        bestFinishedAt: new Date(now - Math.round(random() * 7 * 86_400_000)),
        gamesPlayed: 1 + Math.floor(random() * 4),
      });
    }
    await tx.update(users).set({ points: lifetime }).where(eq(users.id, user.id));
    ids.push(user.id);
  }
  await seedDemoFriendships(tx, ids);
  return ids;
}

/**
 * Demo players are friends in a ring (each with the next and the one three on), and a few have
 * asked another: signed in as one (`npm run token -- 01700000001`), a tester has friends to
 * challenge and requests to answer; a new player finds them with friend search.
 */
async function seedDemoFriendships(tx: Tx, ids: number[]) {
  const pairs = new Map<string, { requesterId: number; addresseeId: number; pending: boolean }>();
  ids.forEach((id, i) => {
    for (const step of [1, 3]) {
      const other = ids[(i + step) % ids.length];
      if (other === undefined || other === id) continue;
      const key = [id, other].sort((a, b) => a - b).join(':');
      if (!pairs.has(key)) pairs.set(key, { requesterId: id, addresseeId: other, pending: false });
    }
  });
  const [first, , , , , fifth, sixth] = ids;
  if (first !== undefined && fifth !== undefined && sixth !== undefined) {
    pairs.set('pending:1', { requesterId: fifth, addresseeId: first, pending: true });
    pairs.set('pending:2', { requesterId: sixth, addresseeId: first, pending: true });
  }
  await tx.insert(friendships).values(
    [...pairs.values()].map((p) => ({
      requesterId: p.requesterId,
      addresseeId: p.addresseeId,
      status: p.pending ? ('pending' as const) : ('accepted' as const),
      respondedAt: p.pending ? null : new Date(),
    })),
  );
}
