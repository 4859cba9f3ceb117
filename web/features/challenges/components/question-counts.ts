import { CHALLENGE_QUESTIONS } from '@contract/challenges';
import type { Topic } from '@contract/topics';

export const ALL_COUNTS = Array.from(
  {
    length: (CHALLENGE_QUESTIONS.max - CHALLENGE_QUESTIONS.min) / CHALLENGE_QUESTIONS.step + 1,
  },
  (_, i) => CHALLENGE_QUESTIONS.min + i * CHALLENGE_QUESTIONS.step,
);

/**
 * The question counts a challenge can offer when `available` questions can be drawn: the server
 * refuses a count the topic (or, for global, the bank) cannot fill, so offering it only fails on
 * Confirm. Empty when even the minimum cannot be filled.
 */
export const countsFor = (available: number): number[] => ALL_COUNTS.filter((n) => n <= available);

/** The count shown: the player's choice (or the default) when it fits, else the largest that does. */
export function fittedCount(wanted: number, counts: readonly number[]): number | null {
  const fitting = counts.filter((n) => n <= wanted);
  return fitting.at(-1) ?? counts[0] ?? null;
}

/**
 * Questions a challenge can draw: the chosen topic's, or for global every listed topic's together.
 * Null while the topics are loading or before a topic is chosen: nothing to limit yet.
 */
export function availableQuestions(
  topics: readonly Topic[] | undefined,
  global: boolean,
  topicId: number | null,
): number | null {
  if (!topics) return null;
  if (global) return topics.reduce((sum, topic) => sum + topic.question_count, 0);
  return topics.find((topic) => topic.topic_id === topicId)?.question_count ?? null;
}
