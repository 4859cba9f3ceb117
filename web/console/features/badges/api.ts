import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleBadgeWrite } from '@contract/retention';
import {
  consoleBadges,
  createBadge,
  updateBadge,
  uploadBadgeImage,
} from '@contract/routes/console-badges';
import { call } from '../../api/client';

export const useBadges = () =>
  useQuery({
    queryKey: ['console', 'badges'],
    queryFn: async () => (await call(consoleBadges)).badges,
  });

/** Adds a badge (no id) or saves one. */
export const useSaveBadge = (id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleBadgeWrite) =>
      id === null ? call(createBadge, { body }) : call(updateBadge, { params: { id }, body }),
    // The list and the audit log moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
};

/** Sends a picture for a saved badge; the server re-encodes it and points the badge at it. */
export const useUploadBadgeImage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return call(uploadBadgeImage, { params: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
};
