import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentReminder } from '@contract/routes/tournaments';
import { api } from '../client';
import { retryTransient } from '../retry-policy';

interface ReminderVariables {
  tournamentId: number;
  remind: boolean;
}

/**
 * POST v2.0/tournament/reminder: sets (not toggles) the player's reminder, so a repeat is harmless
 * and a lost reply is retried. Every tournament query (details, lists) reads it afresh after.
 */
export function useTournamentReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tournamentId, remind }: ReminderVariables) =>
      (await api.call(tournamentReminder, { body: { tournament_id: tournamentId, remind } })).data,
    retry: retryTransient(2),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
  });
}
