import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { gameQuestions, games } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { GameRow } from './game-state';

export async function lockGame(tx: Tx, user: AuthUser, gameId: number): Promise<GameRow> {
  // The row lock queues concurrent submits of one game, so "already answered" is decided once.
  const [game] = await tx
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.userId, user.id), eq(games.kind, 'topic')))
    .for('update');
  if (!game) throw notFound('Game');
  return game;
}

/** The question now on screen (or last answered) in a locked game. */
export async function currentQuestion(tx: DbOrTx, game: GameRow) {
  const [gq] = await tx
    .select()
    .from(gameQuestions)
    .where(
      and(eq(gameQuestions.gameId, game.id), eq(gameQuestions.position, game.currentPosition)),
    );
  if (!gq) throw new Error(`game ${game.id} lacks question ${game.currentPosition}`);
  return gq;
}
