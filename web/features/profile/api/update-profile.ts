import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@contract/users';
import { updateProfile } from '@contract/routes/users';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';

/** POST v2.0/user: name and email; the reply is the whole user, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: UpdateProfileRequest) =>
      (await api.call(updateProfile, { body: profile })).data,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.all, user),
  });
}
