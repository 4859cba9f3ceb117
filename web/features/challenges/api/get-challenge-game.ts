import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeGame } from '@contract/challenges';
import { challengeGame } from '@contract/routes/challenges';
import { api } from '@web/api/client';
import { challengeGameKeys } from './keys';

/** A challenge game as the screen holds it: the server's state and when it arrived. */
export interface ChallengeGameSnapshot {
  game: ChallengeGame;
  /** Epoch ms the state arrived: the question's countdown (remaining_time) runs from here. */
  receivedAt: number;
}

export const challengeSnapshotOf = (game: ChallengeGame): ChallengeGameSnapshot => ({
  game,
  receivedAt: Date.now(),
});

/** GET v2.0/challenge/game/{id}: a pure read of the game, to resume after a reload. */
export async function fetchChallengeGame(gameId: number, signal?: AbortSignal) {
  return (await api.call(challengeGame, { params: { game_id: gameId }, signal })).data;
}

const challengeGameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: challengeGameKeys.game(gameId),
    queryFn: async ({ signal }) => challengeSnapshotOf(await fetchChallengeGame(gameId, signal)),
    // A re-read on its own could land between an answer and its reply; the screen re-reads
    // explicitly when it needs the server's word.
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useChallengeGame = (gameId: number) => useQuery(challengeGameQueryOptions(gameId));
