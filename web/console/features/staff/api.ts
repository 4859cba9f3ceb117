import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@contract/staff-roles';
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  enableStaff,
  endStaffSessions,
  listStaff,
  resetStaffPassword,
  resetStaffTotp,
  unlockStaff,
} from '@contract/routes/console';
import { call } from '../../api/client';

const staffKey = ['console', 'staff'] as const;

const staffQuery = () =>
  queryOptions({ queryKey: staffKey, queryFn: async () => (await call(listStaff)).staff });
export const useStaff = () => useQuery(staffQuery());

function useStaffWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The audit log gained a row too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

export const useInvite = () =>
  useStaffWrite((body: { email: string; role: StaffRole; reason: string }) =>
    call(createStaff, { body }),
  );

export const useChangeRole = () =>
  useStaffWrite((v: { id: number; role: StaffRole; reason: string }) =>
    call(changeStaffRole, { params: { id: v.id }, body: { role: v.role, reason: v.reason } }),
  );

export const useSetDisabled = () =>
  useStaffWrite((v: { id: number; disabled: boolean; reason: string }) =>
    call(v.disabled ? disableStaff : enableStaff, {
      params: { id: v.id },
      body: { reason: v.reason },
    }),
  );

/** Lifts the delays failed sign-ins put on an account, from every address. */
export const useUnlock = () =>
  useStaffWrite((v: { id: number; reason: string }) =>
    call(unlockStaff, { params: { id: v.id }, body: { reason: v.reason } }),
  );

/** A new one-time password for another member (their sessions end); shown once. */
export const useResetPassword = () =>
  useStaffWrite((v: { id: number; reason: string }) =>
    call(resetStaffPassword, { params: { id: v.id }, body: { reason: v.reason } }),
  );

/** Removes another member's second factor (their sessions end). */
export const useResetTotp = () =>
  useStaffWrite((v: { id: number; reason: string }) =>
    call(resetStaffTotp, { params: { id: v.id }, body: { reason: v.reason } }),
  );

/** Signs another member out everywhere. */
export const useEndSessions = () =>
  useStaffWrite((v: { id: number; reason: string }) =>
    call(endStaffSessions, { params: { id: v.id }, body: { reason: v.reason } }),
  );
