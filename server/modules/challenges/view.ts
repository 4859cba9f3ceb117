import { inArray } from 'drizzle-orm';
import type { Challenge } from '@contract/challenges';
import type { DbOrTx } from '../../db/client';
import type { challenges } from './tables';
import { topics } from '../topics/tables';
import { users } from '../users/tables';
import { gameStatuses } from '../engine';
import { type Language, localized } from '../../lib/language';
import { levelOf } from '../users';

export type ChallengeRow = typeof challenges.$inferSelect;

const seconds = (ms: number | null) => Math.round((ms ?? 0) / 100) / 10;

type Outcome = 'win' | 'loss' | 'draw';

/** Settlement order (game-rules.md): more correct answers, then less total time; else a draw. */
export function challengerOutcome(
  challenger: { correct: number; timeMs: number },
  opponent: { correct: number; timeMs: number },
): Outcome {
  if (challenger.correct !== opponent.correct)
    return challenger.correct > opponent.correct ? 'win' : 'loss';
  if (challenger.timeMs !== opponent.timeMs)
    return challenger.timeMs < opponent.timeMs ? 'win' : 'loss';
  return 'draw';
}

/** A pending challenge past its time is as good as cancelled, even before the job has run. */
export const isOverdue = (c: ChallengeRow, now: Date) =>
  (c.status === 'pending' || c.status === 'accepted') && c.expiresAt.getTime() <= now.getTime();

/**
 * Challenges as the viewer sees them: the other player, each side's progress (scores stay hidden
 * until completed) and what the viewer may do now. Four queries whatever the count.
 */
export async function challengeViews(
  db: DbOrTx,
  viewerId: number,
  rows: ChallengeRow[],
  lang: Language,
  now = new Date(),
): Promise<Challenge[]> {
  if (rows.length === 0) return [];
  const otherIds = [
    ...new Set(rows.map((c) => (c.challengerId === viewerId ? c.opponentId : c.challengerId))),
  ];
  const people = await db
    .select({ id: users.id, name: users.name, imageUrl: users.imageUrl, points: users.points })
    .from(users)
    .where(inArray(users.id, otherIds));
  const personOf = new Map(people.map((p) => [p.id, p]));
  const topicIds = [...new Set(rows.flatMap((c) => (c.topicId ? [c.topicId] : [])))];
  const topicRows = topicIds.length
    ? await db
        .select({ id: topics.id, name: topics.name, nameMm: topics.nameMm })
        .from(topics)
        .where(inArray(topics.id, topicIds))
    : [];
  const topicOf = new Map(topicRows.map((t) => [t.id, t]));
  const gameIds = rows.flatMap((c) =>
    [c.challengerGameId, c.opponentGameId].filter((id): id is number => id !== null),
  );
  const gameStatus = await gameStatuses(db, gameIds);
  const playOf = (gameId: number | null) =>
    gameId === null ? ('not_started' as const) : (gameStatus.get(gameId) ?? 'playing');

  return rows.map((c) => {
    const sent = c.challengerId === viewerId;
    const otherId = sent ? c.opponentId : c.challengerId;
    const other = personOf.get(otherId);
    const topic = c.topicId ? topicOf.get(c.topicId) : undefined;
    const myGame = sent ? c.challengerGameId : c.opponentGameId;
    const theirGame = sent ? c.opponentGameId : c.challengerGameId;
    const overdue = isOverdue(c, now);
    const open = c.status === 'pending' && !overdue;
    let result: Challenge['result'] = null;
    if (c.status === 'completed') {
      const mine = sent
        ? { correct: c.challengerCorrect ?? 0, timeMs: c.challengerTimeMs ?? 0 }
        : { correct: c.opponentCorrect ?? 0, timeMs: c.opponentTimeMs ?? 0 };
      const theirs = sent
        ? { correct: c.opponentCorrect ?? 0, timeMs: c.opponentTimeMs ?? 0 }
        : { correct: c.challengerCorrect ?? 0, timeMs: c.challengerTimeMs ?? 0 };
      const outcome: Outcome =
        c.winnerId === null ? 'draw' : c.winnerId === viewerId ? 'win' : 'loss';
      result = {
        outcome,
        winner_user_id: c.winnerId,
        me: { total_correct: mine.correct, total_time: seconds(mine.timeMs) },
        opponent: { total_correct: theirs.correct, total_time: seconds(theirs.timeMs) },
        coins: outcome === 'win' ? c.bet : outcome === 'loss' ? -c.bet : 0,
      };
    }
    const myPlay = playOf(myGame);
    // Recorded on the challenge when the viewer's game ended (settlement.ts: recordSide).
    const myCorrect = sent ? c.challengerCorrect : c.opponentCorrect;
    const myTimeMs = sent ? c.challengerTimeMs : c.opponentTimeMs;
    return {
      id: c.id,
      status: c.status,
      direction: sent ? 'sent' : 'received',
      opponent: {
        user_id: otherId,
        name: other?.name ?? '',
        image_url: other?.imageUrl ?? null,
        level: levelOf(other?.points ?? 0),
      },
      bet: c.bet,
      number_of_question: c.questionCount,
      type: c.type,
      topic_id: c.topicId,
      topic_name: topic ? localized(lang, topic.name, topic.nameMm) : null,
      created_at: c.createdAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
      // Cancelled by the clock, not by the challenger (a cancel records when it was answered).
      expired:
        (c.status === 'cancelled' && c.respondedAt === null) || (overdue && c.status === 'pending'),
      my_play: myPlay,
      my_game_id: myGame,
      opponent_play: playOf(theirGame),
      can_accept: !sent && open,
      can_reject: !sent && open,
      can_cancel: sent && open,
      can_play: c.status === 'accepted' && !overdue && myPlay !== 'finished',
      my_score:
        myCorrect === null ? null : { total_correct: myCorrect, total_time: seconds(myTimeMs) },
      result,
    };
  });
}

export async function viewOne(
  db: DbOrTx,
  viewerId: number,
  c: ChallengeRow,
  lang: Language,
): Promise<Challenge> {
  const [view] = await challengeViews(db, viewerId, [c], lang);
  if (!view) throw new Error(`challenge ${c.id} has no view`);
  return view;
}
