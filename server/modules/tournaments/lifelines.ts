import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZLifelineRequest } from '@contract/tournaments';
import type { Wallet } from '@contract/users';
import type { AppContext, AuthUser } from '../../context';
import type { Tx } from '../../db/client';
import { tournaments } from './tables';
import { AppError, notFound } from '../../lib/errors';
import { moveWallet } from '../wallet';
import {
  type Lifeline,
  correctOptionId,
  fiftyFiftyHidden,
  lockGame,
  markLifeline,
  questionOnScreen,
} from '../engine';
import { isExpired } from './attempt-state';

type Input = z.infer<typeof ZLifelineRequest>;

/**
 * Checks the lifeline may be bought on the question on screen, charges it (the wallet refuses,
 * charging nothing, when short) and marks it used, all in one transaction: a repeat or a race is
 * refused by the game row lock, and the idempotency key makes a replayed charge count once.
 */
async function buy(ctx: AppContext, user: AuthUser, input: Input, lifeline: Lifeline) {
  const rules = ctx.config.rules;
  return ctx.db.transaction(async (tx: Tx) => {
    const game = await lockGame(tx, { gameId: input.game_id, userId: user.id, kind: 'tournament' });
    if (!game.tournamentId) throw notFound('Game');
    const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, game.tournamentId));
    if (!t) throw notFound('Tournament');
    if (game.status === 'finished' || isExpired(game, t, new Date(), rules)) {
      throw new AppError('game_finished', 'This attempt is over');
    }
    const gq = await questionOnScreen(tx, game);
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
    await markLifeline(tx, game, gq, lifeline);
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
