import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameState } from '@contract/gameplay';
import { game } from '@contract/routes/gameplay';
import { api } from '@web/api/client';
import { gameKeys } from './keys';

/** A game as the screen holds it: the server's state plus what the client must remember. */
export interface GameSnapshot {
  game: GameState;
  /** When this state arrived (epoch ms): the question's countdown runs from here. */
  receivedAt: number;
  /** Coins the answer on screen earned; only the submit reply says, so 0 after a reload. */
  coinsEarned: number;
}

export const snapshotOf = (game: GameState): GameSnapshot => ({
  game,
  receivedAt: Date.now(),
  coinsEarned: 0,
});

/** GET v2.0/gameplay/{id}: a pure read of the game, to resume after a reload or a lost reply. */
export async function fetchGame(gameId: number, signal?: AbortSignal): Promise<GameState> {
  return (await api.call(game, { params: { game_id: gameId }, signal })).data;
}

const gameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameKeys.game(gameId),
    queryFn: async ({ signal }) => snapshotOf(await fetchGame(gameId, signal)),
    // Re-reading on its own could land after an answer and paint the question unanswered;
    // the screen re-reads explicitly when it needs the server's word.
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useGame = (gameId: number) => useQuery(gameQueryOptions(gameId));
