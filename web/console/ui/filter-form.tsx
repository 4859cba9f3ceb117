import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import type { UrlFilters } from './url-filters';

/**
 * A list's filter form with its Apply and Clear. The fields are uncontrolled (each reads its
 * `defaultValue` from the address), so the form is keyed by the address: after Clear, Back or a
 * shared link it shows the filters the list is using, not what was last typed. `ready` joins the
 * key where a field's choices arrive later (the bank's topics), so the address's choice shows then.
 */
export function FilterForm({
  filters,
  className = 'inline-form',
  ready = '',
  children,
}: {
  filters: UrlFilters;
  className?: string;
  ready?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <form
      key={`${filters.params.toString()} ${ready}`}
      className={className}
      aria-label={t('audit.filters')}
      onSubmit={filters.applyFilters}
    >
      {children}
      <button type="submit" className="primary">
        {t('audit.apply')}
      </button>
      <button type="button" onClick={filters.clear}>
        {t('audit.clear')}
      </button>
    </form>
  );
}
