import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  badges,
  celebrations,
  celebrationsSeen,
  claimDailyReward,
  streak,
} from '@contract/routes/retention';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';

const streakKey = ['streak'] as const;

export const useStreak = () =>
  useQuery(
    queryOptions({
      queryKey: streakKey,
      queryFn: async ({ signal }) => (await api.call(streak, { signal })).data,
    }),
  );

/** Claims today's reward; the wallet and the streak card read anew. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call(claimDailyReward)).data,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: streakKey });
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}

export const useBadges = () =>
  useQuery({
    queryKey: ['badges'],
    queryFn: async ({ signal }) => (await api.call(badges, { signal })).data.badges,
  });

export const fetchCelebrations = async () => (await api.call(celebrations)).data.celebrations;

export const markSeen = (ids: number[]) => api.call(celebrationsSeen, { body: { ids } });
