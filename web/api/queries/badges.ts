import { useQuery } from '@tanstack/react-query';
import { playerBadges } from '@contract/routes/retention';
import { api } from '../client';

/** A player's earned badges, latest first: the profile and the ranking card both show them. */
export const usePlayerBadges = (userId: number | undefined) =>
  useQuery({
    queryKey: ['badges', 'player', userId],
    enabled: userId !== undefined,
    queryFn: async ({ signal }) =>
      (await api.call(playerBadges, { signal, params: { user_id: userId ?? 0 } })).data.badges,
  });
