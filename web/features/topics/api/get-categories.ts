import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@contract/topics';
import { api } from '@web/api/client';
import { categoryKeys } from './keys';
import { contract } from '@web/api/contract';

/** GET v2.0/categories: every category with the viewer's favourite star. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: async ({ signal }): Promise<Category[]> =>
      (await api.get('v2.0/categories', contract('topics', 'ZCategoriesReply'), { signal })).data
        .category_list,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
