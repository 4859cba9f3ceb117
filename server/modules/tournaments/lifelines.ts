import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZLifelineRequest } from '@contract/tournaments';
import type { Wallet } from '@contract/users';
import type { AppContext, AuthUser } from '../../context';
import type { Tx } from '../../db/client';
import { gameQuestions, games, tournaments } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { moveWallet } from '../wallet/service';
import { correctOptionId } from '../gameplay/question-content';
import { fiftyFiftyHidden, isExpired } from './attempt-state';

type Lifeline = 'fifty_fifty' | 'get_answer';
type Input = z.infer<typeof ZLifelineRequest>;

/**
 * Checks the lifeline may be bought on the question on screen, charges it (the wallet refuses,
 * charging nothing, when short) and marks it used, all in one transaction: a repeat or a race is
 * refused by the game row lock, and the idempotency key makes a replayed charge count once.
 */
async function buy(ctx: AppContext, user: AuthUser, input: Input, lifeline: Lifeline) {
  const rules = ctx.config.rules;
  return ctx.db.transaction(async (tx: Tx) => {
    const [game] = await tx
      .select()
      .from(games)
      .where(
        and(eq(games.id, input.game_id), eq(games.userId, user.id), eq(games.kind, 'tournament')),
      )
      .for('update');
    if (!game?.tournamentId) throw notFound('Game');
    const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, game.tournamentId));
    if (!t) throw notFound('Tournament');
    if (game.status === 'finished' || isExpired(game, t, new Date(), rules)) {
      throw new AppError('game_finished', 'This attempt is over');
    }
    const [gq] = await tx
      .select()
      .from(gameQuestions)
      .where(
        and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, game.currentPosition)),
      );
    if (!gq || gq.questionId !== input.question_id) {
      throw new AppError('not_current_question', 'Lifelines work on the question on screen');
    }
    const used = lifeline === 'fifty_fifty' ? gq.fiftyFiftyUsed : gq.getAnswerUsed;
    if (used)
      throw new AppError('lifeline_used', 'This lifeline was already used on this question');
    const wallet: Wallet = await moveWallet(tx, {
      userId: user.id,
      currency: lifeline === 'fifty_fifty' ? 'coin' : 'gem',
      delta: lifeline === 'fifty_fifty' ? -rules.fiftyFiftyCoins : -rules.getAnswerGems,
      reason: lifeline,
      reference: `game:${game.id}:${gq.position}`,
      idempotencyKey: `${lifeline}:${game.id}:${gq.position}`,
    });
    await tx
      .update(gameQuestions)
      .set(
        lifeline === 'fifty_fifty'
          ? { fiftyFiftyUsed: true }
          : { getAnswerUsed: true, answerRevealed: true },
      )
      .where(and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, gq.position)));
    return { gq, wallet };
  });
}

/** Fifty-fifty (coins): two wrong option ids to hide. */
export async function fiftyFifty(ctx: AppContext, user: AuthUser, input: Input) {
  const { gq, wallet } = await buy(ctx, user, input, 'fifty_fifty');
  return { hidden_option_ids: await fiftyFiftyHidden(ctx, ctx.db, gq), wallet };
}

/** Get-answer (gems): the correct option id. */
export async function getAnswer(ctx: AppContext, user: AuthUser, input: Input) {
  const { gq, wallet } = await buy(ctx, user, input, 'get_answer');
  return { correct_answer_id: await correctOptionId(ctx, gq.questionId, ctx.db), wallet };
}
