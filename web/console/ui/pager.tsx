import { useT } from '../i18n/use-t';

/** How many pages a paged reply has: one at least, so an empty list reads "page 1 of 1". */
export const pageCount = ({ total, per_page }: { total: number; per_page: number }): number =>
  Math.max(1, Math.ceil(total / per_page));

/** Previous and next under a paged list; `label` names the list when a page holds several. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const { t } = useT();
  const where = t('pager.page', { page, pages });
  return (
    <nav className="pager" aria-label={label ? `${label}: ${where}` : where}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{where}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
