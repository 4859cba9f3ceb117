import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import {
  type BroadcastClock,
  broadcastNewTopic,
  dropHeldBroadcast,
  newTopicKey,
} from '../notifications';
import { questions, topics } from './tables';

/** How a publish tells players: inside the broadcast hours of a clock, or not at all (the seed). */
export type Announce = BroadcastClock | false;

/** Locks the topic's row (a publish and an unpublish at once are decided one after the other). */
export async function lockTopic(tx: Tx, id: number) {
  const [topic] = await tx
    .select({ id: topics.id, name: topics.name, nameMm: topics.nameMm })
    .from(topics)
    .where(eq(topics.id, id))
    .for('update');
  if (!topic) throw notFound('Topic');
  return topic;
}

/**
 * The one way a topic goes live or back to draft, for the studio and the import alike. Every new
 * topic is written as a draft; publishing it needs a question a game can serve, and tells the
 * players who want to hear of new topics once ever (the broadcast's key is the topic's; at night
 * it waits for 08:00). Unpublishing hides it from players' lists and new games (games played keep
 * their results) and takes back a notice the quiet hours still hold. How many players were told now.
 */
export async function setPublished(
  tx: Tx,
  id: number,
  published: boolean,
  announce: Announce,
): Promise<number> {
  const topic = await lockTopic(tx, id);
  if (published) {
    const [servable] = await tx
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.topicId, id), eq(questions.active, true)));
    if (!servable?.n)
      throw new AppError('not_enough_questions', 'Add a question before publishing this topic');
  }
  await tx.update(topics).set({ published }).where(eq(topics.id, id));
  if (!published) {
    await dropHeldBroadcast(tx, newTopicKey(id));
    return 0;
  }
  return announce ? broadcastNewTopic(tx, topic, announce) : 0;
}
