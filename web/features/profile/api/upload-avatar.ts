import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type UserReply } from '@contract/users';
import { updateAvatar } from '@contract/routes/users';
import { api } from '@web/api/client';
import { currentUserKeys } from '@web/api/queries/current-user';

export type AvatarProblem = 'wrongType' | 'tooLarge';

const NAMES = /\.(png|jpe?g)$/i;

/**
 * What is wrong with a picked file before it is sent (product-spec §5: png, jpg, jpeg, at most
 * 1048576 bytes); the server checks the content again.
 */
export function avatarProblem(file: File): AvatarProblem | null {
  const typeOk = (AVATAR_TYPES as readonly string[]).includes(file.type) || NAMES.test(file.name);
  if (!typeOk) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/** POST v2.0/user/update-avatar (multipart "image"), sent as soon as a picture is picked. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return (await api.call(updateAvatar, { body: form })).data;
    },
    onSuccess: ({ image_url }) =>
      queryClient.setQueryData<UserReply>(currentUserKeys.all, (user) =>
        user ? { ...user, user: { ...user.user, image_url } } : user,
      ),
  });
}
