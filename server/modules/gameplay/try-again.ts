import type { z } from 'zod';
import type { ZTryAgainRequest } from '@contract/gameplay';
import type { AppContext, AuthUser } from '../../context';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { moveWallet } from '../wallet';
import { currentQuestion, lockGame, reopenQuestion } from '../engine';
import { gameState } from './game-state';

/**
 * Pays try-again coins to answer the current question once more after a wrong answer, the last
 * one included while the game is not finished (a wrong last answer leaves it open for this).
 */
export async function tryAgain(
  ctx: AppContext,
  user: AuthUser,
  input: z.infer<typeof ZTryAgainRequest>,
  lang: Language,
) {
  const rules = ctx.config.rules;
  return ctx.db.transaction(async (tx) => {
    const game = await lockGame(tx, { gameId: input.game_id, userId: user.id, kind: 'topic' });
    // A finished game showed its result and was counted: it is never reopened. Play again instead.
    if (game.status === 'finished') {
      throw new AppError('game_finished', 'This game is over. Start a new game to play again');
    }
    const gq = await currentQuestion(tx, game);
    if (gq.questionId !== input.question_id) {
      throw new AppError(
        'not_current_question',
        'You can only try again on the question you just answered',
      );
    }
    if (!gq.answeredAt || gq.isCorrect) {
      throw new AppError('not_answered_wrong', 'Try again is only possible after a wrong answer');
    }
    if (gq.tryAgainUsed) {
      throw new AppError('already_tried_again', 'You have already tried this question again');
    }
    if (gq.answerRevealed)
      throw new AppError('answer_revealed', 'The correct answer was already shown');
    await moveWallet(tx, {
      userId: user.id,
      currency: 'coin',
      delta: -rules.tryAgainCoins,
      reason: 'try_again',
      reference: `game:${game.id}:${gq.position}`,
      idempotencyKey: `try-again:${game.id}:${gq.position}`,
    });
    const now = new Date();
    await reopenQuestion(tx, game, gq, now);
    return gameState(ctx, tx, game, lang, now);
  });
}
