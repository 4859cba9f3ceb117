import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FairPlayFlagsQuery } from '@contract/console-fairplay';
import {
  disqualifyAttempt,
  dismissFlag,
  getFairPlayAttempt,
  listFairPlayFlags,
  listPlayerAttempts,
} from '@contract/routes/console-fairplay';
import type { StaffRole } from '@contract/staff-roles';
import { call } from '../../api/client';

const fairPlayKey = ['console', 'fairplay'] as const;

export const useFlags = (query: FairPlayFlagsQuery) =>
  useQuery({
    queryKey: [...fairPlayKey, 'flags', query],
    queryFn: () => call(listFairPlayFlags, { query }),
    placeholderData: keepPreviousData,
  });

export const useAttempt = (id: number) =>
  useQuery({
    queryKey: [...fairPlayKey, 'attempt', id],
    queryFn: () => call(getFairPlayAttempt, { params: { id } }),
  });

export const usePlayerAttempts = (id: number) =>
  useQuery({
    queryKey: [...fairPlayKey, 'player', id],
    queryFn: () => call(listPlayerAttempts, { params: { id } }),
  });

/** Disqualify or dismiss with a reason; the queue, the attempt and the audit log all change. */
export const useReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: 'disqualify' | 'dismiss'; reason: string }) =>
      call(v.action === 'disqualify' ? disqualifyAttempt : dismissFlag, {
        params: { id: v.id },
        body: { reason: v.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
};

/** Who may decide (the review endpoints' roles); analysts read. */
export const canDecide = (role: StaffRole | undefined) => role === 'admin' || role === 'editor';
