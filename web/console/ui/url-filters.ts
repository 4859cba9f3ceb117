import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address so a reload or a shared link shows the same
 * page: the filter form's submit replaces them (back to page 1), the pager changes the page only, and clear drops them all.
 */
export function useUrlFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const applyFilters = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { params, applyFilters, goTo, clear };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;
