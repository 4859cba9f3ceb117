// Type-only imports: this pure merge stays free of the HTTP client (and unit-testable alone).
import type { SubmitAnswerReply } from '@contract/gameplay';
import type { GameSnapshot } from './get-game';

export interface SubmitVariables {
  questionId: number;
  /** Null when the countdown ran out. */
  answerId: number | null;
  /** Seconds left on the player's countdown; null for a question without a timer. */
  remainingTime: number | null;
}

/** The game after a submit reply: the answer, totals and wallet, and the result once finished. */
export function applySubmitReply(
  snapshot: GameSnapshot,
  variables: SubmitVariables,
  reply: SubmitAnswerReply,
): GameSnapshot {
  const game = snapshot.game;
  const points = game.points + reply.points;
  const finished = reply.question_finished;
  return {
    ...snapshot,
    coinsEarned: reply.coins_earned,
    game: {
      ...game,
      status: finished ? 'finished' : game.status,
      question_finished: finished,
      total_correct: reply.total_correct,
      total_quiz: reply.total_quiz,
      points,
      wallet: reply.wallet,
      answer: {
        answer_id: variables.answerId,
        is_correct: reply.is_correct,
        timed_out: reply.timed_out,
        correct_answer_id: reply.correct_answer_id,
        points: reply.points,
        try_again_used: !reply.is_correct && !reply.can_try_again,
      },
      result: finished
        ? {
            total_correct: reply.total_correct,
            total_quiz: reply.total_quiz,
            points,
            progress_topic: reply.progress_topic ?? 0,
            level: reply.level ?? 0,
            next_level: reply.next_level ?? 0,
            next_topic_id: reply.next_topic_id,
            next_topic_category: reply.next_topic_category,
            next_topic_title: reply.next_topic_title,
          }
        : null,
    },
  };
}
