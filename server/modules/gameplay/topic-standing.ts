import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RankingReply, TopicDetailsReply } from '@contract/topics';
import type { AppContext, AuthUser } from '../../context';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { games } from '../engine/tables';
import { topicCard } from '../topics';
import { topics } from '../topics/tables';
import { rankingEntries } from '../friends';
import { levelOf, pointsToNextLevel } from '../users';
import { users } from '../users/tables';
import { topicScores } from './tables';

// A topic's details and ranking come from play (topic_scores, the unfinished game), so they live
// with topic play, above topics, which owns only the topics themselves (issue 34).

const TOPIC_DETAILS_RANKING = 10;

export async function topicDetails(
  ctx: AppContext,
  user: AuthUser,
  lang: Language,
  topicId: number,
): Promise<TopicDetailsReply> {
  const topic = await topicCard(ctx, user.id, lang, topicId);
  const [me] = await ctx.db
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, user.id));
  const points = me?.points ?? 0;
  const { ranking } = await topicRanking(ctx, user, {
    topic_id: topicId,
    page: 1,
    per_page: TOPIC_DETAILS_RANKING,
  });
  const [unfinished] = await ctx.db
    .select({ id: games.id, position: games.currentPosition, total: games.questionCount })
    .from(games)
    .where(
      and(
        eq(games.userId, user.id),
        eq(games.kind, 'topic'),
        eq(games.status, 'playing'),
        eq(games.topicId, topicId),
      ),
    )
    .orderBy(desc(games.id))
    .limit(1);
  return {
    topic,
    level: levelOf(points),
    next_level: pointsToNextLevel(points),
    following: topic.following,
    all_played: topic.all_played,
    ranking,
    unfinished_game: unfinished
      ? {
          game_id: unfinished.id,
          question_no: unfinished.position + 1,
          total_quiz: unfinished.total,
        }
      : null,
  };
}

/** Players by their best game's points in the topic, then the earlier finish (game-rules.md). */
export async function topicRanking(
  ctx: AppContext,
  user: AuthUser,
  input: { topic_id: number; page: number; per_page: number },
): Promise<RankingReply> {
  const [topic] = await ctx.db
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.id, input.topic_id));
  if (!topic) throw notFound('Topic');
  const offset = (input.page - 1) * input.per_page;
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(topicScores)
    .where(eq(topicScores.topicId, input.topic_id));
  const rows = await ctx.db
    .select({ userId: topicScores.userId, points: topicScores.bestPoints })
    .from(topicScores)
    .where(eq(topicScores.topicId, input.topic_id))
    .orderBy(desc(topicScores.bestPoints), asc(topicScores.bestFinishedAt), asc(topicScores.userId))
    .limit(input.per_page)
    .offset(offset);
  const ranking = await rankingEntries(
    ctx.db,
    user.id,
    rows.map((r, i) => ({ userId: r.userId, points: r.points, position: offset + i + 1 })),
  );
  return { ranking, page: input.page, page_count: Math.ceil((total?.n ?? 0) / input.per_page) };
}
