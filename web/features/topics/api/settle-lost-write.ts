import type { GameState } from '@contract/gameplay';
import { isApiError } from '@web/api/api-error';
import { isTransient, retryRead } from '@web/api/retry-policy';
import { fetchGame } from './get-game';

interface LostWrite {
  gameId: number;
  /** Why the write failed. */
  error: unknown;
  /** Whether the game, as the server holds it, shows the write applied. */
  landed: (game: GameState) => boolean;
  /** A refusal that can also mean "it went through already" (a submit's 409 on a repeat). */
  repeatStatus?: number;
}

/**
 * Did my lost write land? A game write whose reply never came (network loss, a server
 * restarting) may have been applied or not, and repeating it blindly could answer or pay
 * twice. So the game is read back (that read is safe to repeat) and asked: the game when the
 * write landed, else the write's own error, and the screen offers to send it again.
 */
export async function settleLostWrite({
  gameId,
  error,
  landed,
  repeatStatus,
}: LostWrite): Promise<GameState> {
  const repeat = repeatStatus !== undefined && isApiError(error) && error.status === repeatStatus;
  if (!isTransient(error) && !repeat) throw error;
  let game: GameState;
  try {
    game = await retryRead(() => fetchGame(gameId));
  } catch {
    // The server cannot tell us yet; what failed is still the write.
    throw error;
  }
  if (landed(game)) return game;
  throw error;
}
