import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@contract/topics';
import { toggleFavouriteCategory } from '@contract/routes/topics';
import { api } from '@web/api/client';
import { categoryKeys } from './keys';

function showFavourite(list: Category[] | undefined, categoryId: number, following: boolean) {
  return list?.map((c) => (c.id === categoryId ? { ...c, following } : c));
}

/**
 * POST v2.0/remove-favourite-category: the server toggles (the spec uses it for both star
 * states), so this is never retried automatically: a repeat would undo the first call.
 */
export function useToggleFavouriteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ categoryId }: { categoryId: number; following: boolean }) =>
      (
        await api.call(toggleFavouriteCategory, {
          body: {
            category_id: categoryId,
          },
        })
      ).data,
    onMutate: async ({ categoryId, following }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.all });
      queryClient.setQueryData<Category[]>(categoryKeys.all, (list) =>
        showFavourite(list, categoryId, following),
      );
    },
    onError: (_error, { categoryId, following }) =>
      queryClient.setQueryData<Category[]>(categoryKeys.all, (list) =>
        showFavourite(list, categoryId, !following),
      ),
    // The reply is the state the server settled on: trust it over the guess.
    onSuccess: (reply, { categoryId }) =>
      queryClient.setQueryData<Category[]>(categoryKeys.all, (list) =>
        showFavourite(list, categoryId, reply.following),
      ),
  });
}
