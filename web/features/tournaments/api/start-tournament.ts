import { useMutation, useQueryClient } from '@tanstack/react-query';

import { startTournament } from '@contract/routes/tournaments';
import { api } from '@web/api/client';
import { attemptSnapshotOf } from './get-tournament-game';
import { attemptKeys, tournamentKeys } from './keys';

/**
 * POST v2.0/tournament/start: starts an attempt (or resumes the unfinished one). It burns a
 * chance, so it is never retried automatically; the screen offers Retry instead.
 */
export function useStartTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tournamentId: number) =>
      (await api.call(startTournament, { body: { tournament_id: tournamentId } })).data,
    networkMode: 'always',
    onSuccess: (game) => {
      queryClient.setQueryData(attemptKeys.game(game.game_id), attemptSnapshotOf(game));
      // Chances played changed.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.details(game.tournament_id) });
    },
  });
}
