import { useT } from '../../i18n/use-t';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  const label = t('fairplay.page', { page, pages });
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('fairplay.previous')}
      </button>
      <span>{label}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('fairplay.next')}
      </button>
    </nav>
  );
}
