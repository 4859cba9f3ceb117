import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@contract/users';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';
import { contract } from '@web/api/contract';

/** POST v2.0/user: name and email; the reply is the whole user, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: UpdateProfileRequest) =>
      (await api.post('v2.0/user', contract('users', 'ZUserReply'), profile)).data,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.all, user),
  });
}
