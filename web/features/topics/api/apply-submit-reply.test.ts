import { describe, expect, it } from 'vitest';
import type { GameState, SubmitAnswerReply } from '@contract/gameplay';
import type { GameSnapshot } from './get-game';
import { applySubmitReply } from './apply-submit-reply';

const game: GameState = {
  game_id: 7,
  topic_id: 3,
  topic_name: 'World Landmarks',
  status: 'playing',
  total_quiz: 10,
  total_correct: 4,
  points: 60,
  question: {
    question_id: 41,
    question_no: 10,
    questions_left: 0,
    type: 'text',
    src_url: null,
    question_value: 'Where is the Taj Mahal?',
    options: [
      { id: 1, value: 'Delhi' },
      { id: 2, value: 'Agra' },
    ],
    timer: 20,
    remaining_time: 20,
  },
  answer: null,
  tried_option_id: null,
  question_finished: false,
  result: null,
  wallet: { coins: 500, gems: 5 },
  try_again_coin_amount: 20,
  fifty_fifty_coin_amount: 50,
  get_answer_gem_amount: 1,
};
const snapshot: GameSnapshot = { game, receivedAt: 1000, coinsEarned: 0 };

const reply: SubmitAnswerReply = {
  question_finished: false,
  is_correct: false,
  timed_out: false,
  correct_answer_id: 2,
  points: 0,
  coins_earned: 0,
  total_correct: 4,
  total_quiz: 10,
  question: null,
  can_try_again: true,
  wallet: { coins: 500, gems: 5 },
  progress_topic: null,
  level: null,
  next_level: null,
  next_topic_id: null,
  next_topic_category: null,
  next_topic_title: null,
};

describe('applySubmitReply', () => {
  it('records a wrong answer that can still be retried, and keeps the clock reference', () => {
    const next = applySubmitReply(
      snapshot,
      { questionId: 41, answerId: 1, remainingTime: 12 },
      reply,
    );
    expect(next.receivedAt).toBe(1000);
    expect(next.game.status).toBe('playing');
    expect(next.game.answer).toEqual({
      answer_id: 1,
      is_correct: false,
      timed_out: false,
      correct_answer_id: 2,
      points: 0,
      try_again_used: false,
    });
    expect(next.game.result).toBeNull();
  });

  it('finishes the game with the result fields, points and coins of the last answer', () => {
    const next = applySubmitReply(
      snapshot,
      { questionId: 41, answerId: 2, remainingTime: 15 },
      {
        ...reply,
        question_finished: true,
        is_correct: true,
        points: 18,
        coins_earned: 5,
        total_correct: 5,
        can_try_again: false,
        wallet: { coins: 505, gems: 5 },
        progress_topic: 0.4,
        level: 2,
        next_level: 150,
        next_topic_id: 4,
        next_topic_category: 'General Knowledge',
        next_topic_title: 'Everyday Facts',
      },
    );
    expect(next.coinsEarned).toBe(5);
    expect(next.game.status).toBe('finished');
    expect(next.game.wallet.coins).toBe(505);
    expect(next.game.answer?.try_again_used).toBe(false);
    expect(next.game.result).toEqual({
      total_correct: 5,
      total_quiz: 10,
      points: 78,
      progress_topic: 0.4,
      level: 2,
      next_level: 150,
      next_topic_id: 4,
      next_topic_category: 'General Knowledge',
      next_topic_title: 'Everyday Facts',
    });
  });

  it('marks try-again as used when a wrong answer can no longer be retried', () => {
    const next = applySubmitReply(
      snapshot,
      { questionId: 41, answerId: null, remainingTime: 0 },
      { ...reply, can_try_again: false },
    );
    expect(next.game.answer?.try_again_used).toBe(true);
    expect(next.game.answer?.answer_id).toBeNull();
  });
});
