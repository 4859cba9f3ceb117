import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentGame } from '@contract/tournaments';
import { tournamentGame } from '@contract/routes/tournaments';
import { api } from '@web/api/client';
import { attemptKeys } from './keys';

/** An attempt as the screen holds it: the server's state and when it arrived. */
export interface AttemptSnapshot {
  game: TournamentGame;
  /** Epoch ms the state arrived: the attempt's countdown (remaining_time) runs from here. */
  receivedAt: number;
}

export const attemptSnapshotOf = (game: TournamentGame): AttemptSnapshot => ({
  game,
  receivedAt: Date.now(),
});

/** GET v2.0/tournament/game/{id}: a pure read of the attempt, to resume after a reload. */
export async function fetchAttempt(gameId: number, signal?: AbortSignal) {
  return (await api.call(tournamentGame, { params: { game_id: gameId }, signal })).data;
}

const attemptQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: attemptKeys.game(gameId),
    queryFn: async ({ signal }) => attemptSnapshotOf(await fetchAttempt(gameId, signal)),
    // A re-read on its own could land between an answer and its reply; the screen re-reads
    // explicitly when it needs the server's word.
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useAttempt = (gameId: number) => useQuery(attemptQueryOptions(gameId));
