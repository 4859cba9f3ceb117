import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@contract/topics';
import { categories } from '@contract/routes/topics';
import { api } from '@web/api/client';
import { categoryKeys } from './keys';

/** GET v2.0/categories: every category with the viewer's favourite star. */
const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: async ({ signal }): Promise<Category[]> =>
      (await api.call(categories, { signal })).data.category_list,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
