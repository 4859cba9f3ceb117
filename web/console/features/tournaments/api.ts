import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateChange, TournamentChange } from '@contract/console-events';
import {
  cancelTournament,
  createTournament,
  endedTournaments,
  getTournament,
  listTournamentTemplates,
  listTournamentTopics,
  markPrizeDelivered,
  tournamentCalendar,
  tournamentResults,
  tournamentWinners,
  updateTournament,
  updateTournamentTemplate,
} from '@contract/routes/console-events';
import { call } from '../../api/client';

const key = ['console', 'tournaments'] as const;

export const useCalendar = () =>
  useQuery(
    queryOptions({
      queryKey: [...key, 'calendar'],
      queryFn: () => call(tournamentCalendar, { query: { days: 7 } }),
    }),
  );
export const useEnded = () =>
  useQuery({ queryKey: [...key, 'ended'], queryFn: () => call(endedTournaments) });
export const useTemplates = () =>
  useQuery({ queryKey: [...key, 'templates'], queryFn: () => call(listTournamentTemplates) });
export const useTopics = () =>
  useQuery({
    queryKey: [...key, 'topics'],
    queryFn: async () => (await call(listTournamentTopics)).topics,
  });
export const useTournament = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => call(getTournament, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
export const useResults = (id: number) =>
  useQuery({
    queryKey: [...key, 'results', id],
    queryFn: () => call(tournamentResults, { params: { id } }),
  });
export const useWinners = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'winners', id],
    queryFn: async () => (await call(tournamentWinners, { params: { id } })).winners,
    enabled,
  });

function useWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The calendar, the lists and the audit log all moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

type WithReason<T> = T & { reason: string };

export const useSaveTournament = (id: number | null) =>
  useWrite((body: WithReason<TournamentChange>) =>
    id === null
      ? call(createTournament, { body })
      : call(updateTournament, { params: { id }, body }),
  );
export const useCancelTournament = (id: number) =>
  useWrite((reason: string) => call(cancelTournament, { params: { id }, body: { reason } }));
export const useSaveTemplate = (id: number) =>
  useWrite((body: WithReason<TemplateChange>) =>
    call(updateTournamentTemplate, { params: { id }, body }),
  );
export const useMarkDelivered = (id: number) =>
  useWrite((v: { user_id: number; reason: string }) =>
    call(markPrizeDelivered, { params: { id }, body: v }),
  );
